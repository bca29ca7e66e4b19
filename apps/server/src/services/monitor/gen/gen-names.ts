/** Table and column names the generator accepts (security checklist S6). */
export const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
/** Generated TypeScript property names. */
export const FIELD = /^[a-z][A-Za-z0-9]{0,62}$/;
/** Generated type names. */
export const CLASS = /^[A-Z][A-Za-z0-9]{0,99}$/;
/** Module and business names: folder and URL segments. */
export const SEGMENT = /^[a-z][a-z0-9]{0,29}$/;

/** `sys_user_role` → `sysUserRole`. */
export function camelOf(name: string): string {
  const parts = name.split('_').filter((p) => p !== '');
  return parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
}

/** `sys_user_role` → `SysUserRole`. */
export function pascalOf(name: string): string {
  const camel = camelOf(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/**
 * User text (comments, labels) made safe for every slot it lands in: no comment terminators,
 * template or YAML/HTML markup, backticks, line breaks or control characters; at most 200 chars.
 */
export function safeText(text: string): string {
  const printable = [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029 ? ' ' : ch;
    })
    .join('');
  return printable
    .replace(/\*\/|\/\*|<!--|-->|\$\{|\{\{|\}\}|<%|%>|[`\\<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** A TypeScript / JSON / YAML double-quoted string literal of safe text. */
export const literal = (text: string): string => JSON.stringify(safeText(text));

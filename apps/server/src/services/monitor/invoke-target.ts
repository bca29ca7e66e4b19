/** One literal argument of an invoke target (RuoYi syntax: 'str', "str", true, 12L, 1.5D, 12). */
export type JobArg = string | number | boolean;

/** A parsed invoke target: registry key plus literal arguments; nothing in it is ever evaluated. */
export interface InvokeTarget {
  handler: string;
  args: JobArg[];
}

const TARGET = /^([a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*)(?:\((.*)\))?$/s;
const STRING = /^(?:'([^'\\]*)'|"([^"\\]*)")$/;
const INTEGER = /^-?\d{1,15}[lL]?$/;
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,15})?[dD]$/;

function splitArgs(text: string): string[] | undefined {
  const parts: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (const ch of text) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === ',') {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (quote) return undefined;
  parts.push(current.trim());
  return parts;
}

function parseLiteral(text: string): JobArg | undefined {
  const str = STRING.exec(text);
  if (str) return str[1] ?? str[2] ?? '';
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (INTEGER.test(text)) return Number(text.replace(/[lL]$/, ''));
  if (DECIMAL.test(text)) return Number(text.slice(0, -1));
  return undefined;
}

/**
 * Parses `handler.name` or `handler.name(arg, …)`; undefined when the text is not of that
 * shape or an argument is not a plain literal.
 */
export function parseInvokeTarget(text: string): InvokeTarget | undefined {
  const match = TARGET.exec(text.trim());
  if (!match?.[1]) return undefined;
  const inner = match[2]?.trim();
  if (inner === undefined || inner === '') return { handler: match[1], args: [] };
  const parts = splitArgs(inner);
  if (!parts) return undefined;
  const args: JobArg[] = [];
  for (const part of parts) {
    const value = parseLiteral(part);
    if (value === undefined) return undefined;
    args.push(value);
  }
  return { handler: match[1], args };
}

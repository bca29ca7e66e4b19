/** An invoke target split into the registry key and its literal argument text. */
export interface InvokeTarget {
  handler: string;
  args: string;
}

/** Splits `logs.cleanOld(90)` into `{ handler: 'logs.cleanOld', args: '90' }`. */
export function splitInvokeTarget(target: string): InvokeTarget {
  const m = /^\s*([^()\s]+)\s*(?:\((.*)\))?\s*$/s.exec(target);
  if (!m) return { handler: target.trim(), args: '' };
  return { handler: m[1] ?? '', args: (m[2] ?? '').trim() };
}

/** Joins a handler key and argument text: `key` alone without arguments, else `key(args)`. */
export function joinInvokeTarget({ handler, args }: InvokeTarget): string {
  const a = args.trim();
  return a === '' ? handler : `${handler}(${a})`;
}

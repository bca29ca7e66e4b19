/** A fetched row as far as it carries the form's values (null where the server has none). */
export type RowOf<T> = { [K in keyof T]?: T[K] | null };

/**
 * The form values of a fetched row: each value of `empty` taken from the row's property of the
 * same name; a property the row lacks, or null, keeps the empty value ('' for a blank text).
 */
export function valuesFrom<T extends object>(empty: T, row: RowOf<T>): T {
  const out = { ...empty };
  for (const key of Object.keys(empty) as (keyof T)[]) {
    const value = row[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

/** A row with its child rows (in place of any `children` the row came with). */
export type Nested<Row> = Omit<Row, 'children'> & { children?: Nested<Row>[] };

/**
 * Nests a flat list by `parentId` (RuoYi's handleTree): rows whose parent is not in the list
 * become roots, so a filtered list still shows every match. Order within a level is kept.
 */
export function nestByParent<Row extends { parentId: number; children?: unknown }>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
): Nested<Row>[] {
  const byId = new Map<number, Nested<Row>>();
  for (const row of rows) {
    const { children: _ignored, ...rest } = row;
    byId.set(idOf(row), { ...rest });
  }
  const roots: Nested<Row>[] = [];
  for (const row of rows) {
    const node = byId.get(idOf(row))!;
    const parent = row.parentId !== idOf(row) ? byId.get(row.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

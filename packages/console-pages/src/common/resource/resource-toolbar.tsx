import { CrudButtons } from './crud-buttons';
import { permissionOf, type ResourcePageApi } from './types';

/** RuoYi's toolbar buttons: add, edit (one selected), delete (some selected), export. */
export function ResourceButtons<Row>({ page }: { page: ResourcePageApi<Row> }) {
  const { descriptor: d, list } = page;
  const ops = d.operations ?? {};
  const hasForm = (d.fields?.length ?? 0) > 0;
  return (
    <>
      <CrudButtons<string | number>
        perm={permissionOf(d)}
        selected={list.selected}
        {...(hasForm && ops.add !== false ? { onAdd: page.add } : {})}
        {...(hasForm && ops.edit !== false ? { onEdit: page.edit } : {})}
        {...(ops.remove !== false ? { onDelete: (ids) => void page.remove(ids) } : {})}
        {...(d.exportName ? { onExport: () => void page.exportList() } : {})}
      />
      {d.toolbar?.(page)}
    </>
  );
}

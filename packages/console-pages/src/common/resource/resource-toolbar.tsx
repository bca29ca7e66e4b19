import { Button, Can } from '@wcm/console-ui';
import type { ResourcePageApi } from './types';

/** RuoYi's toolbar buttons: add, edit (one selected), delete (some selected), export. */
export function ResourceButtons<Row>({ page }: { page: ResourcePageApi<Row> }) {
  const { descriptor: d, i18n, list } = page;
  const ops = d.operations ?? {};
  const selected = list.selected;
  const first = selected[0];
  const hasForm = (d.fields?.length ?? 0) > 0;
  return (
    <>
      {hasForm && ops.add !== false ? (
        <Can permissions={[`${d.permission}:add`]}>
          <Button variant="primary" size="small" onClick={page.add}>
            {i18n._({ id: 'pages.resource.add', message: 'Add' })}
          </Button>
        </Can>
      ) : null}
      {hasForm && ops.edit !== false ? (
        <Can permissions={[`${d.permission}:edit`]}>
          <Button
            size="small"
            disabled={selected.length !== 1}
            onClick={() => first !== undefined && page.edit(first)}
          >
            {i18n._({ id: 'pages.resource.edit', message: 'Edit' })}
          </Button>
        </Can>
      ) : null}
      {ops.remove !== false ? (
        <Can permissions={[`${d.permission}:remove`]}>
          <Button
            size="small"
            disabled={selected.length === 0}
            onClick={() => void page.remove([...selected])}
          >
            {i18n._({ id: 'pages.resource.delete', message: 'Delete' })}
          </Button>
        </Can>
      ) : null}
      {d.exportName ? (
        <Can permissions={[`${d.permission}:export`]}>
          <Button size="small" onClick={() => void page.exportList()}>
            {i18n._({ id: 'pages.resource.export', message: 'Export' })}
          </Button>
        </Can>
      ) : null}
      {d.toolbar?.(page)}
    </>
  );
}

import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import { useListController } from '../list';
import { useDialogTarget } from '../list-page/use-record-form';
import { resourceApi } from './resource-api';
import { textOf } from './text';
import type { ResourceDescriptor, ResourceFilter, ResourcePageApi } from './types';
import { useResourceNotices } from './use-resource-notices';

/** URL filter names of a descriptor's search fields, all empty. */
export function filterDefaults(filters: readonly ResourceFilter[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.kind === 'dateRange') {
      out.beginTime = '';
      out.endTime = '';
    } else out[filter.name] = '';
  }
  return out;
}

/**
 * Controller of a resource page: the list (state in the URL), the add/edit dialog target,
 * delete with RuoYi's question, export; also what the descriptor's slots receive.
 */
export function useResourcePage<Row>(
  descriptor: ResourceDescriptor<Row>,
  /** Fixed parameters sent with every list and export request (a route's id). */
  query?: Readonly<Record<string, string>>,
) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const notices = useResourceNotices();
  const dialog = useDialogTarget<string | number>();
  const api = useMemo(() => resourceApi<Row>(wcm, descriptor.path), [wcm, descriptor.path]);
  const defaults = useMemo(() => filterDefaults(descriptor.filters), [descriptor.filters]);
  const list = useListController<Row, Record<string, string>>({
    defaults,
    load: (request) => api.list(query ? { ...request, ...query } : request),
    ...(descriptor.pageSize ? { pageSize: descriptor.pageSize } : {}),
  });
  const idOf = (row: Row) => row[descriptor.id] as string | number;
  const t = (text: Parameters<typeof textOf>[1]) => textOf(i18n, text);

  const remove = async (ids: ReadonlyArray<string | number>): Promise<boolean> => {
    if (!(await notices.deleteIds(t(descriptor.noun), ids, () => api.remove(ids)))) return false;
    descriptor.onChange?.(page);
    await list.reload();
    return true;
  };

  const page: ResourcePageApi<Row> = {
    descriptor,
    wcm,
    i18n,
    list,
    selectedRows: list.rows.filter((row) => list.selected.includes(idOf(row))),
    add: dialog.add,
    edit: dialog.edit,
    remove,
    exportList: () =>
      api.exportList(
        query ? { ...list.query.filters, ...query } : list.query.filters,
        descriptor.exportName ?? 'export',
      ),
    confirm: notices.confirm,
    success: notices.success,
    t,
  };
  return { page, dialog, idOf };
}

import type { DateTimeFormat } from '@wcm/console-core';
import type { Column } from '@wcm/console-ui';

/** What `fmt.dateTime` takes: a server time (or nothing, shown empty). */
type ServerTime = Parameters<DateTimeFormat['dateTime']>[0];

/** A server time of the row (`key`) in the reader's zone and language (`fmt`). */
export function dateTimeColumn<Row>(
  key: keyof Row & string,
  title: string,
  fmt: DateTimeFormat,
  { sortable = false }: { sortable?: boolean } = {},
): Column<Row> {
  return {
    key,
    title,
    ...(sortable ? { sortable } : {}),
    render: (row) => fmt.dateTime(row[key] as ServerTime),
  };
}

/** The No. column: a row's place in the whole list, counting the pages before this one. */
export function rowNumberColumn<Row>(
  title: string,
  query: { pageNum: number; pageSize: number },
): Column<Row> {
  return {
    key: 'index',
    title,
    render: (_row, index) => (query.pageNum - 1) * query.pageSize + index + 1,
  };
}

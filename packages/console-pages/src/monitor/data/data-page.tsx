import { useLingui } from '@lingui/react';
import { DataTable, Descriptions } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import { formatBytes } from '../shared/format';
import type { DatabaseFacts } from '../shared/monitor-types';
import { FactsPage, useFacts } from '../shared/facts-page';
import { Card } from '../shared/card';

type TableFact = DatabaseFacts['tables'][number];
type SortKey = 'tableName' | 'rowCount' | 'totalBytes';

/** Sorts table facts by a column (names A-Z; numbers largest first unless ascending). */
export function sortTables(
  tables: readonly TableFact[],
  key: SortKey,
  order: 'ascending' | 'descending',
): TableFact[] {
  const dir = order === 'ascending' ? 1 : -1;
  return [...tables].sort((a, b) =>
    key === 'tableName' ? dir * a.tableName.localeCompare(b.tableName) : dir * (a[key] - b[key]),
  );
}

/** Data (`monitor/data/index`, replaces Druid): database facts and per-table rows and sizes. */
export function DataPage() {
  const { i18n } = useLingui();
  const loaded = useFacts((wcm) => wcm.call(wcm.api.GET('/monitor/data')));
  const { data, loading } = loaded;
  const [sort, setSort] = useState<{ key: SortKey; order: 'ascending' | 'descending' }>({
    key: 'totalBytes',
    order: 'descending',
  });
  const rows = useMemo(
    () => (data ? sortTables(data.tables, sort.key, sort.order) : []),
    [data, sort],
  );
  const columns: Column<TableFact>[] = [
    {
      key: 'tableName',
      title: i18n._({ id: 'pages.monitor.data.table', message: 'Table' }),
      sortable: true,
    },
    {
      key: 'rowCount',
      title: i18n._({ id: 'pages.monitor.data.rows', message: 'Rows' }),
      sortable: true,
      align: 'right',
      render: (t) =>
        t.exact
          ? String(t.rowCount)
          : i18n._({
              id: 'pages.monitor.data.estimate',
              message: '~{n} (estimate)',
              values: { n: t.rowCount },
            }),
    },
    {
      key: 'totalBytes',
      title: i18n._({ id: 'pages.monitor.data.size', message: 'Size' }),
      sortable: true,
      align: 'right',
      render: (t) => formatBytes(t.totalBytes),
    },
  ];
  return (
    <FactsPage loaded={loaded}>
      {(data) => (
        <>
          <Card title={i18n._({ id: 'pages.monitor.data.database', message: 'Database' })}>
            <Descriptions
              columns={2}
              bordered
              items={[
                {
                  label: i18n._({ id: 'pages.monitor.data.kind', message: 'Kind' }),
                  value: data.kindLabel,
                },
                {
                  label: i18n._({ id: 'pages.monitor.data.version', message: 'Version' }),
                  value: data.version,
                },
                {
                  label: i18n._({ id: 'pages.monitor.data.name', message: 'Database' }),
                  value: data.databaseName,
                },
                {
                  label: i18n._({ id: 'pages.monitor.data.schema', message: 'Schema' }),
                  value: data.schema,
                },
                {
                  label: i18n._({ id: 'pages.monitor.data.sizeTotal', message: 'Size' }),
                  value: formatBytes(data.sizeBytes),
                },
                {
                  label: i18n._({ id: 'pages.monitor.data.tables', message: 'Tables' }),
                  value: data.tables.length,
                },
                {
                  label: i18n._({ id: 'pages.monitor.data.connection', message: 'Connection' }),
                  value: data.connection.embedded
                    ? i18n._({
                        id: 'pages.monitor.data.embedded',
                        message: 'Embedded (in process)',
                      })
                    : (data.connection.url ?? ''),
                },
                {
                  label: i18n._({ id: 'pages.monitor.data.active', message: 'Active connections' }),
                  value: data.connection.activeConnections ?? '-',
                },
              ]}
            />
          </Card>
          <DataTable<TableFact>
            aria-label={i18n._({ id: 'pages.monitor.data.tableList', message: 'Tables' })}
            columns={columns}
            rows={rows}
            rowKey={(t) => t.tableName}
            loading={loading}
            sort={{
              column: sort.key,
              order: sort.order,
              onChange: (column, order) =>
                setSort({ key: column as SortKey, order: order ?? 'descending' }),
            }}
          />
        </>
      )}
    </FactsPage>
  );
}

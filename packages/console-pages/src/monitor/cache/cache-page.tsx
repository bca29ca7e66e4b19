import { useLingui } from '@lingui/react';
import { DataTable, Descriptions } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { formatBytes } from '../shared/format';
import * as css from '../shared/monitor.css';
import type { CacheOverview } from '../shared/monitor-types';
import { UsageBar } from '../shared/usage-bar';
import { FactsPage, useFacts } from '../shared/facts-page';
import { Card } from '../shared/card';

type KeyCount = CacheOverview['keyCounts'][number];

/** Share of each namespace in the total key count, in percent. */
export function keyShare(count: number, total: number): number {
  return total > 0 ? (count / total) * 100 : 0;
}

/** Cache overview (`monitor/cache/index`): backend, key counts, memory, hit rates. */
export function CachePage() {
  const { i18n } = useLingui();
  const loaded = useFacts((wcm) => wcm.call(wcm.api.GET('/monitor/cache')));
  const { data, loading } = loaded;
  const columns: Column<KeyCount>[] = [
    { key: 'cacheName', title: i18n._({ id: 'pages.monitor.cache.name', message: 'Cache name' }) },
    { key: 'remark', title: i18n._({ id: 'pages.monitor.cache.remark', message: 'Remark' }) },
    {
      key: 'count',
      title: i18n._({ id: 'pages.monitor.cache.keys', message: 'Keys' }),
      align: 'right',
    },
    {
      key: 'share',
      title: i18n._({ id: 'pages.monitor.cache.share', message: 'Share' }),
      render: (row) => (
        <UsageBar
          label={row.cacheName}
          value={keyShare(row.count, data?.totalKeys ?? 0)}
          warnAt={101}
        />
      ),
    },
  ];
  return (
    <FactsPage loaded={loaded}>
      {(data) => (
        <>
          <div className={css.cards}>
            <Card
              title={i18n._({ id: 'pages.monitor.cache.basic', message: 'Basic information' })}
              facts={[
                {
                  label: i18n._({ id: 'pages.monitor.cache.backend', message: 'Backend' }),
                  value:
                    data.backend === 'redis'
                      ? 'Redis'
                      : i18n._({
                          id: 'pages.monitor.cache.memory',
                          message: 'In-process memory',
                        }),
                },
                ...(data.backend === 'redis' && data.info.redis_version
                  ? [{ label: 'Redis', value: data.info.redis_version }]
                  : []),
                {
                  label: i18n._({ id: 'pages.monitor.cache.totalKeys', message: 'Keys' }),
                  value: data.totalKeys,
                },
                {
                  label: i18n._({
                    id: 'pages.monitor.cache.dbSize',
                    message: 'Database size (keys)',
                  }),
                  value: data.dbSize,
                },
                {
                  label: i18n._({ id: 'pages.monitor.cache.usedMemory', message: 'Memory used' }),
                  value:
                    formatBytes(data.memory.usedBytes) +
                    (data.memory.approximate
                      ? ` ${i18n._({ id: 'pages.monitor.cache.approx', message: '(estimate)' })}`
                      : ''),
                },
              ]}
            ></Card>
            <Card title={i18n._({ id: 'pages.monitor.cache.hits', message: 'Hit rate' })}>
              {data.hits ? (
                <>
                  <Descriptions
                    columns={1}
                    items={[
                      {
                        label: i18n._({ id: 'pages.monitor.cache.hitCount', message: 'Hits' }),
                        value: data.hits.hits,
                      },
                      {
                        label: i18n._({ id: 'pages.monitor.cache.missCount', message: 'Misses' }),
                        value: data.hits.misses,
                      },
                    ]}
                  />
                  <UsageBar
                    label={i18n._({ id: 'pages.monitor.cache.hits', message: 'Hit rate' })}
                    value={data.hits.hitRate}
                    warnAt={101}
                  />
                </>
              ) : (
                <p className={css.muted}>
                  {i18n._({
                    id: 'pages.monitor.cache.noHits',
                    message: 'The in-process cache does not count reads.',
                  })}
                </p>
              )}
            </Card>
            {data.commandStats.length > 0 ? (
              <Card
                title={i18n._({
                  id: 'pages.monitor.cache.commands',
                  message: 'Command statistics',
                })}
                facts={data.commandStats.map((c) => ({ label: c.name, value: c.value }))}
              />
            ) : null}
          </div>
          <DataTable<KeyCount>
            aria-label={i18n._({ id: 'pages.monitor.cache.keyCounts', message: 'Keys per cache' })}
            columns={columns}
            rows={data.keyCounts}
            rowKey={(row) => row.cacheName}
            loading={loading}
          />
        </>
      )}
    </FactsPage>
  );
}

import { useLingui } from '@lingui/react';
import { DataTable, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { formatBytes, formatDuration, formatPercent } from '../shared/format';
import * as css from '../shared/monitor.css';
import type { ServerFacts } from '../shared/monitor-types';
import { UsageBar } from '../shared/usage-bar';
import { FactsPage, useFacts } from '../shared/facts-page';
import { Card } from '../shared/card';

type Disk = ServerFacts['sysFiles'][number];

/** Server (`monitor/server/index`): CPU, memory, Node process, disks and runtime facts. */
export function ServerPage() {
  const { i18n } = useLingui();
  const fmt = useDateTimeFormat();
  const loaded = useFacts((wcm) => wcm.call(wcm.api.GET('/monitor/server')));
  const { loading } = loaded;
  const diskColumns: Column<Disk>[] = [
    { key: 'dirName', title: i18n._({ id: 'pages.monitor.server.dir', message: 'Disk' }) },
    {
      key: 'sysTypeName',
      title: i18n._({ id: 'pages.monitor.server.fsType', message: 'File system' }),
    },
    {
      key: 'total',
      title: i18n._({ id: 'pages.monitor.server.total', message: 'Total' }),
      render: (d) => formatBytes(d.totalBytes),
    },
    {
      key: 'free',
      title: i18n._({ id: 'pages.monitor.server.free', message: 'Free' }),
      render: (d) => formatBytes(d.freeBytes),
    },
    {
      key: 'used',
      title: i18n._({ id: 'pages.monitor.server.used', message: 'Used' }),
      render: (d) => formatBytes(d.usedBytes),
    },
    {
      key: 'usage',
      title: i18n._({ id: 'pages.monitor.server.usage', message: 'Usage' }),
      render: (d) => <UsageBar label={d.dirName} value={d.usage} />,
    },
  ];
  return (
    <FactsPage loaded={loaded}>
      {(data) => (
        <>
          <div className={css.cards} aria-busy={loading}>
            <Card
              title={i18n._({ id: 'pages.monitor.server.cpu', message: 'CPU' })}
              facts={[
                {
                  label: i18n._({ id: 'pages.monitor.server.cores', message: 'Cores' }),
                  value: data.cpu.cpuNum,
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.model', message: 'Model' }),
                  value: data.cpu.model,
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.load', message: 'Load average' }),
                  value: data.cpu.loadAverage.map((n) => n.toFixed(2)).join(' / '),
                },
              ]}
            >
              <UsageBar
                label={i18n._({ id: 'pages.monitor.server.userUsage', message: 'User' })}
                value={data.cpu.used}
              />
              <UsageBar
                label={i18n._({ id: 'pages.monitor.server.sysUsage', message: 'System' })}
                value={data.cpu.sys}
              />
              <UsageBar
                label={i18n._({ id: 'pages.monitor.server.idle', message: 'Idle' })}
                value={data.cpu.free}
                warnAt={101}
              />
              <UsageBar
                label={i18n._({ id: 'pages.monitor.server.process', message: 'This process' })}
                value={data.cpu.processUsage}
              />
            </Card>
            <Card
              title={i18n._({ id: 'pages.monitor.server.memory', message: 'Memory' })}
              facts={[
                {
                  label: i18n._({ id: 'pages.monitor.server.total', message: 'Total' }),
                  value: formatBytes(data.mem.totalBytes),
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.used', message: 'Used' }),
                  value: formatBytes(data.mem.usedBytes),
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.free', message: 'Free' }),
                  value: formatBytes(data.mem.freeBytes),
                },
              ]}
            >
              <UsageBar
                label={i18n._({ id: 'pages.monitor.server.usage', message: 'Usage' })}
                value={data.mem.usage}
              />
            </Card>
            <Card
              title={i18n._({ id: 'pages.monitor.server.node', message: 'Node process' })}
              facts={[
                {
                  label: i18n._({ id: 'pages.monitor.server.version', message: 'Version' }),
                  value: data.node.version,
                },
                { label: 'PID', value: data.node.pid },
                {
                  label: i18n._({ id: 'pages.monitor.server.started', message: 'Started' }),
                  value: fmt.dateTime(data.node.startTime),
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.uptime', message: 'Uptime' }),
                  value: formatDuration(data.node.uptime),
                },
                { label: 'RSS', value: formatBytes(data.node.rss) },
                {
                  label: i18n._({
                    id: 'pages.monitor.server.heap',
                    message: 'Heap used / total / limit',
                  }),
                  value: `${formatBytes(data.node.heapUsed)} / ${formatBytes(data.node.heapTotal)} / ${formatBytes(data.node.heapLimit)}`,
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.external', message: 'External' }),
                  value: formatBytes(data.node.external),
                },
              ]}
            >
              <UsageBar
                label={i18n._({ id: 'pages.monitor.server.heapUsage', message: 'Heap' })}
                value={data.node.usage}
              />
            </Card>
            <Card
              title={i18n._({ id: 'pages.monitor.server.runtime', message: 'Server' })}
              facts={[
                {
                  label: i18n._({ id: 'pages.monitor.server.host', message: 'Host name' }),
                  value: data.sys.computerName,
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.os', message: 'Operating system' }),
                  value: `${data.sys.osName} (${data.sys.platform})`,
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.arch', message: 'Architecture' }),
                  value: data.sys.osArch,
                },
                {
                  label: i18n._({ id: 'pages.monitor.server.memUsage', message: 'Memory usage' }),
                  value: formatPercent(data.mem.usage),
                },
              ]}
            ></Card>
          </div>
          <Card title={i18n._({ id: 'pages.monitor.server.disks', message: 'Disks' })}>
            <DataTable<Disk>
              aria-label={i18n._({ id: 'pages.monitor.server.disks', message: 'Disks' })}
              columns={diskColumns}
              rows={data.sysFiles}
              rowKey={(d) => d.dirName}
            />
          </Card>
        </>
      )}
    </FactsPage>
  );
}

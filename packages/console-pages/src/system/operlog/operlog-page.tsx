import {
  logListParts,
  ResourcePage,
  useDetailsDescriptor,
  type ResourceDescriptor,
} from '../../common/resource';
import type { SysOperLog } from '../shared/system-types';
import { timeColumn } from '../../common/columns';
import { OperlogDetailDialog } from './operlog-detail-dialog';

const moduleTitle = /*i18n*/ { id: 'pages.system.operlog.module', message: 'Module' };
const operName = /*i18n*/ { id: 'pages.system.operlog.operName', message: 'Operator' };
const type = /*i18n*/ { id: 'pages.system.operlog.type', message: 'Type' };
const status = /*i18n*/ { id: 'pages.system.operlog.status', message: 'Status' };
const time = /*i18n*/ { id: 'pages.system.operlog.operTime', message: 'Operation time' };

/** Operation log: search, list, details (`showDetail`), delete, clear and export. */
export function operlogDescriptor(
  showDetail: (row: SysOperLog) => void,
): ResourceDescriptor<SysOperLog> {
  return {
    path: '/monitor/operlog',
    permission: 'monitor:operlog',
    id: 'operId',
    rowName: (row) => `${row.title} ${row.operId}`,
    title: /*i18n*/ { id: 'pages.system.operlog.table', message: 'Operation log' },
    noun: /*i18n*/ { id: 'pages.system.operlog.noun', message: 'log' },
    exportName: 'operlog',
    filters: [
      { kind: 'text', name: 'title', label: moduleTitle },
      { kind: 'text', name: 'operName', label: operName },
      { kind: 'select', name: 'businessType', label: type, dict: 'sys_oper_type' },
      { kind: 'select', name: 'status', label: status, dict: 'sys_common_status' },
      { kind: 'dateRange', label: time },
    ],
    columns: [
      { key: 'operId', title: /*i18n*/ { id: 'pages.system.operlog.operId', message: 'Log ID' } },
      { key: 'title', title: moduleTitle },
      { key: 'businessType', title: type, dict: 'sys_oper_type' },
      { key: 'operName', title: operName, sortable: true },
      {
        key: 'operIp',
        title: /*i18n*/ { id: 'pages.system.operlog.operIp', message: 'IP address' },
      },
      {
        key: 'operLocation',
        title: /*i18n*/ { id: 'pages.system.operlog.location', message: 'Location' },
      },
      { key: 'status', title: status, dict: 'sys_common_status' },
      timeColumn('operTime', time),
      {
        key: 'costTime',
        title: /*i18n*/ { id: 'pages.system.operlog.costTime', message: 'Duration' },
        sortable: true,
        render: (row, { i18n }) =>
          i18n._({
            id: 'pages.system.operlog.ms',
            message: '{ms} ms',
            values: { ms: row.costTime },
          }),
      },
    ],
    ...logListParts({
      clean: '/monitor/operlog/clean',
      question: /*i18n*/ {
        id: 'pages.system.operlog.cleanConfirm',
        message: 'Are you sure you want to clear all operation log entries?',
      },
      showDetail,
    }),
  };
}

/** Operation log with its details dialog (`monitor/operlog/index`). */
export function OperlogPage() {
  const { descriptor, shown, close } = useDetailsDescriptor(operlogDescriptor);
  return (
    <>
      <ResourcePage descriptor={descriptor} />
      <OperlogDetailDialog log={shown} onClose={close} />
    </>
  );
}

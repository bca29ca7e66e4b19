import { useLingui } from '@lingui/react';
import { DictTag } from '@wcm/console-ui';
import { useDict } from '../../common/dict';
import * as css from '../../common/list-page/page.css';
import { DetailsDialog } from '../../common/resource';
import type { SysOperLog } from '../shared/system-types';

/** Props of {@link OperlogDetailDialog}. */
export interface OperlogDetailDialogProps {
  /** The row shown; undefined closes the dialog. */
  log: SysOperLog | undefined;
  onClose: () => void;
}

/** Pretty-prints JSON text; other text is shown as it is. */
export function formatJson(text: string): string {
  if (text.trim() === '') return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Read-only details of one operation: module, operator, request, parameters, result, error. */
export function OperlogDetailDialog({ log, onClose }: OperlogDetailDialogProps) {
  const { i18n } = useLingui();
  const operTypes = useDict('sys_oper_type');
  return (
    <DetailsDialog
      row={log}
      onClose={onClose}
      width={800}
      title={i18n._({ id: 'pages.system.operlog.detail', message: 'Operation log details' })}
      items={(log) => [
        {
          label: i18n._({ id: 'pages.system.operlog.module', message: 'Module' }),
          value: (
            <>
              {log.title} / <DictTag options={operTypes} value={log.businessType} />
            </>
          ),
        },
        {
          label: i18n._({ id: 'pages.system.operlog.operator', message: 'Operator' }),
          value: `${log.operName} / ${log.operIp} / ${log.operLocation}`,
        },
        {
          label: i18n._({ id: 'pages.system.operlog.requestUrl', message: 'Request' }),
          value: `${log.requestMethod} ${log.operUrl}`,
        },
        {
          label: i18n._({ id: 'pages.system.operlog.method', message: 'Method' }),
          value: log.method,
        },
        {
          label: i18n._({ id: 'pages.system.operlog.param', message: 'Request parameters' }),
          value: <pre className={css.pre}>{formatJson(log.operParam)}</pre>,
          span: 2,
        },
        {
          label: i18n._({ id: 'pages.system.operlog.result', message: 'Returned result' }),
          value: <pre className={css.pre}>{formatJson(log.jsonResult)}</pre>,
          span: 2,
        },
        {
          label: i18n._({ id: 'pages.system.operlog.status', message: 'Status' }),
          value:
            log.status === 0
              ? i18n._({ id: 'pages.system.operlog.success', message: 'Success' })
              : i18n._({ id: 'pages.system.operlog.failure', message: 'Failure' }),
        },
        {
          label: i18n._({ id: 'pages.system.operlog.costTime', message: 'Duration' }),
          value: i18n._({
            id: 'pages.system.operlog.ms',
            message: '{ms} ms',
            values: { ms: log.costTime },
          }),
        },
        {
          label: i18n._({ id: 'pages.system.operlog.operTime', message: 'Operation time' }),
          value: log.operTime ?? '',
        },
        ...(log.status === 1
          ? [
              {
                label: i18n._({ id: 'pages.system.operlog.errorMsg', message: 'Error message' }),
                value: log.errorMsg,
                span: 2,
              },
            ]
          : []),
      ]}
    />
  );
}

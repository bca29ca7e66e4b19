import { Button, Can } from '@wcm/console-ui';
import {
  defineResourcePage,
  logListParts,
  type ResourceDescriptor,
  type ResourcePageApi,
} from '../../common/resource';
import { statusLabel as status } from '../shared/descriptor-parts';
import type { SysLogininfor } from '../shared/system-types';
import { timeColumn } from '../../common/columns';

const user = /*i18n*/ { id: 'pages.system.logininfor.userName', message: 'User name' };
const ip = /*i18n*/ { id: 'pages.system.logininfor.ipaddr', message: 'IP address' };
const time = /*i18n*/ { id: 'pages.system.logininfor.loginTime', message: 'Sign-in time' };

/** Clears the failed-password counter of the one selected row's account. */
function UnlockButton({ page }: { page: ResourcePageApi<SysLogininfor> }) {
  const { i18n, wcm } = page;
  const single = page.selectedRows.length === 1 ? page.selectedRows[0] : undefined;
  const unlock = async (userName: string) => {
    const question = i18n._({
      id: 'pages.system.logininfor.unlockConfirm',
      message: 'Are you sure you want to unlock the user "{name}"?',
      values: { name: userName },
    });
    if (!(await page.confirm(question))) return;
    try {
      await wcm.call(
        wcm.api.GET('/monitor/logininfor/unlock/{userName}', { params: { path: { userName } } }),
      );
    } catch {
      return;
    }
    page.success(
      i18n._({
        id: 'pages.system.logininfor.unlocked',
        message: 'User {name} unlocked',
        values: { name: userName },
      }),
    );
  };
  return (
    <Can permissions={['monitor:logininfor:unlock']}>
      <Button
        size="small"
        disabled={!single}
        onClick={() => single && void unlock(single.userName)}
      >
        {i18n._({ id: 'pages.system.logininfor.unlock', message: 'Unlock' })}
      </Button>
    </Can>
  );
}

/** Sign-in log: search, list, delete, clear, unlock an account, export (`monitor/logininfor/index`). */
export const logininforDescriptor: ResourceDescriptor<SysLogininfor> = {
  path: '/monitor/logininfor',
  id: 'infoId',
  rowName: (row) => `${row.userName} ${row.infoId}`,
  title: /*i18n*/ { id: 'pages.system.logininfor.table', message: 'Sign-in log' },
  noun: /*i18n*/ { id: 'pages.system.operlog.noun', message: 'log' },
  exportName: 'logininfor',
  filters: [
    { kind: 'text', name: 'ipaddr', label: ip },
    { kind: 'text', name: 'userName', label: user },
    { kind: 'select', name: 'status', label: status, dict: 'sys_common_status' },
    { kind: 'dateRange', label: time },
  ],
  columns: [
    { key: 'infoId', title: /*i18n*/ { id: 'pages.system.logininfor.infoId', message: 'Log ID' } },
    { key: 'userName', title: user, sortable: true },
    { key: 'ipaddr', title: ip },
    {
      key: 'loginLocation',
      title: /*i18n*/ { id: 'pages.system.logininfor.location', message: 'Location' },
    },
    {
      key: 'browser',
      title: /*i18n*/ { id: 'pages.system.logininfor.browser', message: 'Browser' },
    },
    {
      key: 'os',
      title: /*i18n*/ { id: 'pages.system.logininfor.os', message: 'Operating system' },
    },
    { key: 'status', title: status, dict: 'sys_common_status' },
    { key: 'msg', title: /*i18n*/ { id: 'pages.system.logininfor.msg', message: 'Message' } },
    timeColumn('loginTime', time),
  ],
  ...logListParts<SysLogininfor>({
    clean: '/monitor/logininfor/clean',
    question: /*i18n*/ {
      id: 'pages.system.logininfor.cleanConfirm',
      message: 'Are you sure you want to clear all sign-in log entries?',
    },
    toolbar: (page) => <UnlockButton page={page} />,
  }),
};

/** Sign-in log (`monitor/logininfor/index`). */
export const LogininforPage = defineResourcePage(logininforDescriptor);

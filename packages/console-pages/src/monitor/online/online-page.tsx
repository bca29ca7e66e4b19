import { useLingui } from '@lingui/react';
import { Button, Can, PageHeading, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { TextFilter } from '../../common/list-page/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { OnlineUser } from '../shared/monitor-types';
import { useOnlinePage } from './use-online-page';
import { ListSearch } from '../../common/list-page/list-search';
import { actionsColumn } from '../../common/list-page/row-actions';
import { dateTimeColumn, rowNumberColumn } from '../../common/list-page/list-columns';

/** Online users: search by address and user, list the live sessions, force a sign-out. */
export function OnlinePage() {
  const { i18n } = useLingui();
  const { list, forceLogout } = useOnlinePage();
  const t = {
    ipaddr: i18n._({ id: 'pages.monitor.online.ipaddr', message: 'Sign-in address' }),
    userName: i18n._({ id: 'pages.monitor.online.userName', message: 'User name' }),
  };
  const fmt = useDateTimeFormat();
  const columns: Column<OnlineUser>[] = [
    rowNumberColumn(i18n._({ id: 'pages.monitor.online.index', message: 'No.' }), list.query),
    {
      key: 'tokenId',
      title: i18n._({ id: 'pages.monitor.online.tokenId', message: 'Session ID' }),
    },
    { key: 'userName', title: t.userName },
    { key: 'deptName', title: i18n._({ id: 'pages.monitor.online.dept', message: 'Department' }) },
    { key: 'ipaddr', title: i18n._({ id: 'pages.monitor.online.host', message: 'Host' }) },
    {
      key: 'loginLocation',
      title: i18n._({ id: 'pages.monitor.online.location', message: 'Sign-in location' }),
    },
    { key: 'browser', title: i18n._({ id: 'pages.monitor.online.browser', message: 'Browser' }) },
    { key: 'os', title: i18n._({ id: 'pages.monitor.online.os', message: 'Operating system' }) },
    dateTimeColumn(
      'loginTime',
      i18n._({ id: 'pages.monitor.online.loginTime', message: 'Sign-in time' }),
      fmt,
    ),
    actionsColumn(i18n._({ id: 'pages.monitor.actions', message: 'Actions' }), (row) => (
      <Can permissions={['monitor:online:forceLogout']}>
        <Button
          size="small"
          aria-label={i18n._({
            id: 'pages.monitor.online.forceOf',
            message: 'Force sign-out of {name} ({id})',
            values: { name: row.userName, id: row.tokenId.slice(0, 8) },
          })}
          onClick={() => void forceLogout(row)}
        >
          {i18n._({ id: 'pages.monitor.online.force', message: 'Force sign-out' })}
        </Button>
      </Can>
    )),
  ];
  return (
    <div className={css.page}>
      <PageHeading />
      <ListSearch list={list}>
        <TextFilter list={list} name="ipaddr" label={t.ipaddr} />
        <TextFilter list={list} name="userName" label={t.userName} />
      </ListSearch>
      <ListToolbar list={list} />
      <ListTable<OnlineUser, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.tokenId as unknown as number}
        rowLabel={(row) => `${row.userName} ${row.ipaddr}`}
        selectable={false}
        aria-label={i18n._({ id: 'pages.monitor.online.table', message: 'Online users' })}
      />
    </div>
  );
}

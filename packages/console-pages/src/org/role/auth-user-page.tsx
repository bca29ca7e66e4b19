import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { Button, Can, PageHeading, useConsole, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useListController } from '../../common/list';
import { ListView } from '../shared/list-view';
import * as css from '../shared/org.css';
import { idList, type SysUser } from '../shared/org-types';
import { useResourceNotices } from '../../common/resource';
import { SelectUserDialog, userBriefColumns } from './select-user-dialog';
import { TextFilter } from '../../common/list-page/filters';
import { ListSearch } from '../../common/list-page/list-search';
import { actionsColumn } from '../../common/list-page/row-actions';
import * as labels from '../shared/org-labels';

type AllocatedQuery = paths['/system/role/authUser/allocatedList']['get']['parameters']['query'];

/** Assign users (`/system/role-auth/user/:roleId`, `system/role/authUser`). */
export function AuthUserPage() {
  const { i18n } = useLingui();
  const fmt = useDateTimeFormat();
  const wcm = useConsole();
  const actions = useResourceNotices();
  const navigate = useNavigate();
  const roleId = Number(useParams().roleId);
  const [adding, setAdding] = useState(false);
  const list = useListController<SysUser, { userName: string; phonenumber: string }>({
    defaults: { userName: '', phonenumber: '' },
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/system/role/authUser/allocatedList', {
          params: { query: { ...request, roleId } as AllocatedQuery },
        }),
      );
      return { rows: body.rows, total: body.total };
    },
  });

  const cancel = async (users: readonly SysUser[]) => {
    if (users.length === 0) return;
    const ok = await actions.confirm(
      users.length === 1
        ? i18n._({
            id: 'pages.org.authUser.cancelOne',
            message: 'Cancel the role of user "{name}"?',
            values: { name: users[0]?.userName ?? '' },
          })
        : i18n._({
            id: 'pages.org.authUser.cancelMany',
            message: 'Cancel the role of the {count} selected users?',
            values: { count: users.length },
          }),
    );
    if (!ok) return;
    try {
      if (users.length === 1 && users[0])
        await wcm.call(
          wcm.api.PUT('/system/role/authUser/cancel', {
            body: { userId: users[0].userId, roleId },
          }),
        );
      else
        await wcm.call(
          wcm.api.PUT('/system/role/authUser/cancelAll', {
            params: { query: { roleId, userIds: idList(users.map((u) => u.userId)) } },
          }),
        );
    } catch {
      return;
    }
    actions.success(
      i18n._({ id: 'pages.org.authUser.cancelled', message: 'Authorization cancelled' }),
    );
    await list.reload();
  };

  const columns: Column<SysUser>[] = [
    ...userBriefColumns(i18n, fmt),
    actionsColumn(i18n._(labels.actions), (u) => (
      <Can permissions={['system:role:remove', 'system:role:edit']}>
        <Button
          size="small"
          aria-label={i18n._({
            id: 'pages.org.authUser.cancelOf',
            message: 'Cancel authorization of {name}',
            values: { name: u.userName },
          })}
          onClick={() => void cancel([u])}
        >
          {i18n._({ id: 'pages.org.authUser.cancel', message: 'Cancel authorization' })}
        </Button>
      </Can>
    )),
  ];
  const selectedUsers = list.rows.filter((u) => list.selected.includes(u.userId));

  return (
    <div className={css.page}>
      <PageHeading />
      <ListSearch list={list}>
        <TextFilter list={list} name="userName" label={i18n._(labels.userName)} />
        <TextFilter list={list} name="phonenumber" label={i18n._(labels.phone)} />
      </ListSearch>
      <ListView
        list={list}
        columns={columns}
        label={i18n._({ id: 'pages.org.authUser.table', message: 'Users with the role' })}
        rowKey={(u) => u.userId}
        rowLabel={(u) => u.userName}
        selectable={() => true}
        buttons={
          <>
            <Can permissions={['system:role:add', 'system:role:edit']}>
              <Button variant="primary" onClick={() => setAdding(true)}>
                {i18n._({ id: 'pages.org.authUser.add', message: 'Add users' })}
              </Button>
            </Can>
            <Can permissions={['system:role:remove', 'system:role:edit']}>
              <Button
                disabled={selectedUsers.length === 0}
                onClick={() => void cancel(selectedUsers)}
              >
                {i18n._({
                  id: 'pages.org.authUser.cancelSelected',
                  message: 'Cancel authorization of selected',
                })}
              </Button>
            </Can>
            <Button onClick={() => navigate('/system/role')}>
              {i18n._({ id: 'pages.org.close', message: 'Close' })}
            </Button>
          </>
        }
      />
      <SelectUserDialog
        open={adding}
        roleId={roleId}
        onOpenChange={setAdding}
        onAssigned={() => void list.reload()}
      />
    </div>
  );
}

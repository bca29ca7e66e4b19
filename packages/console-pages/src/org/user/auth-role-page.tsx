import { useLingui } from '@lingui/react';
import {
  Button,
  DataTable,
  Descriptions,
  EmptyState,
  PageHeading,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import type { Key } from '@wcm/console-ui';
import { useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import { useBusy } from '../../common/edit/use-busy';
import { useNavigate, useParams } from 'react-router-dom';
import * as css from '../shared/org.css';
import { idList, type OrgRole, type SysUser } from '../shared/org-types';
import { useResourceNotices } from '../../common/resource';
import * as labels from '../shared/org-labels';

/** Assign roles (`/system/user-auth/role/:userId`, `system/user/authRole`): the user's roles. */
export function AuthRolePage() {
  const { i18n } = useLingui();
  const fmt = useDateTimeFormat();
  const wcm = useConsole();
  const actions = useResourceNotices();
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const [user, setUser] = useState<SysUser | null>(null);
  const [roles, setRoles] = useState<OrgRole[]>([]);
  const [selected, setSelected] = useState<Key[]>([]);
  const [saving, whileSaving] = useBusy();

  const valid = Number.isInteger(userId) && userId >= 1;
  // An invalid id never loads: the page stays as while loading.
  const loading =
    useLoading(
      valid
        ? (wcm) =>
            wcm.call(
              wcm.api.GET('/system/user/authRole/{userId}', { params: { path: { userId } } }),
            )
        : null,
      (body) => {
        setUser(body.user);
        setRoles(body.roles);
        setSelected(body.roles.filter((r) => r.flag).map((r) => r.roleId));
      },
      userId,
    ) || !valid;

  const back = () => navigate('/system/user');
  const save = async () => {
    try {
      await whileSaving(async () => {
        await wcm.call(
          wcm.api.PUT('/system/user/authRole', {
            params: { query: { userId, roleIds: idList(selected) } },
          }),
        );
        actions.success(
          i18n._({ id: 'pages.org.authRole.saved', message: 'Roles assigned successfully' }),
        );
        back();
      });
    } catch {
      // Shown by wcm.call; the choice stays.
    }
  };

  return (
    <div className={css.page}>
      <PageHeading />
      <h2 className={css.heading}>
        {i18n._({ id: 'pages.org.authRole.basic', message: 'Basic information' })}
      </h2>
      {user ? (
        <Descriptions
          columns={2}
          bordered
          items={[
            { label: i18n._(labels.nickName), value: user.nickName },
            { label: i18n._(labels.userName), value: user.userName },
          ]}
        />
      ) : loading ? null : (
        <EmptyState />
      )}
      <h2 className={css.heading}>
        {i18n._({ id: 'pages.org.authRole.roles', message: 'Role information' })}
      </h2>
      <DataTable<OrgRole>
        aria-label={i18n._({ id: 'pages.org.authRole.roles', message: 'Role information' })}
        rows={roles}
        rowKey={(r) => r.roleId}
        rowLabel={(r) => r.roleName}
        loading={loading}
        selection={{
          selected,
          onChange: setSelected,
          isSelectable: (r) => r.status === '0',
        }}
        columns={[
          {
            key: 'roleId',
            title: i18n._({ id: 'pages.org.role.roleId', message: 'Role ID' }),
            width: 90,
          },
          { key: 'roleName', title: i18n._(labels.roleName) },
          { key: 'roleKey', title: i18n._(labels.roleKey) },
          {
            key: 'createTime',
            title: i18n._(labels.created),
            render: (r) => fmt.dateTime(r.createTime),
          },
        ]}
      />
      <div className={css.toolbar}>
        <Button variant="primary" loading={saving} disabled={!user} onClick={() => void save()}>
          {i18n._({ id: 'pages.org.submit', message: 'Submit' })}
        </Button>
        <Button onClick={back}>{i18n._({ id: 'pages.org.back', message: 'Back' })}</Button>
      </div>
    </div>
  );
}

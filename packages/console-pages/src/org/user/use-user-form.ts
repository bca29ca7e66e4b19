import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import type { FormRules } from '@wcm/console-ui';
import { useMemo } from 'react';
import { orOmit, putBody, type OrgPost, type OrgRole } from '../shared/org-types';
import { checkEmail, checkPassword, checkPhone, requiredText } from '../shared/rules';
import { useRecordForm } from '../../common/list-page/use-record-form';
import { useResourceNotices } from '../../common/resource';
import * as labels from '../shared/org-labels';

/** Values of the add/edit user form. */
export interface UserFormValues {
  userId: number | undefined;
  deptId: number | undefined;
  userName: string;
  nickName: string;
  password: string;
  phonenumber: string;
  email: string;
  sex: string;
  status: string;
  postIds: number[];
  roleIds: number[];
  remark: string;
}

/** An empty form (RuoYi's defaults: status enabled, no department). */
export const EMPTY_USER: UserFormValues = {
  userId: undefined,
  deptId: undefined,
  userName: '',
  nickName: '',
  password: '',
  phonenumber: '',
  email: '',
  sex: '',
  status: '0',
  postIds: [],
  roleIds: [],
  remark: '',
};

/** The roles and positions a user may be given. */
interface UserChoices {
  roles: OrgRole[];
  posts: OrgPost[];
}

const NO_CHOICES: UserChoices = { roles: [], posts: [] };

/**
 * Controller of the user dialog: loads the role/position options (and the user when editing),
 * validates as RuoYi's form does, and saves. `save` resolves false on invalid input or a refused
 * request, so the dialog stays open with what was typed.
 */
export function useUserForm(open: boolean, userId: number | undefined, presetDeptId?: number) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const isEdit = userId !== undefined;
  const rules = useMemo<FormRules<UserFormValues>>(
    () => ({
      userName: (v) => {
        if (isEdit) return undefined;
        if (v.trim() === '') return requiredText(i18n, i18n._(labels.userName));
        if (v.length < 2 || v.length > 20)
          return i18n._({
            id: 'pages.org.rule.userNameLength',
            message: 'User name length must be between 2 and 20',
          });
        return undefined;
      },
      nickName: (v) => (v.trim() === '' ? requiredText(i18n, i18n._(labels.nickName)) : undefined),
      password: (v) => (isEdit ? undefined : checkPassword(i18n, v)),
      email: (v) => checkEmail(i18n, v),
      phonenumber: (v) => checkPhone(i18n, v),
    }),
    [i18n, isEdit],
  );
  const notices = useResourceNotices();
  const record = useRecordForm<UserFormValues, number, UserChoices>(
    {
      open,
      id: userId,
      empty: { ...EMPTY_USER, deptId: presetDeptId },
      rules,
      fetch: async (id) => {
        const body = await wcm.call(
          id === undefined
            ? wcm.api.GET('/system/user/')
            : wcm.api.GET('/system/user/{userId}', { params: { path: { userId: id } } }),
        );
        const extra = { roles: body.roles, posts: body.posts };
        const user = body.data;
        if (!user) return { extra };
        const values: UserFormValues = {
          userId: user.userId,
          deptId: user.deptId ?? undefined,
          userName: user.userName,
          nickName: user.nickName,
          password: '',
          phonenumber: user.phonenumber ?? '',
          email: user.email ?? '',
          sex: user.sex ?? '',
          status: user.status,
          postIds: body.postIds ?? [],
          roleIds: body.roleIds ?? [],
          remark: user.remark ?? '',
        };
        return { values, extra };
      },
      submit: async (v) => {
        const common = {
          deptId: v.deptId ?? null,
          nickName: v.nickName.trim(),
          phonenumber: orOmit(v.phonenumber),
          email: orOmit(v.email),
          sex: v.sex === '' ? null : (v.sex as '0' | '1' | '2'),
          status: v.status as '0' | '1',
          remark: v.remark,
          postIds: v.postIds,
          roleIds: v.roleIds,
        };
        if (v.userId === undefined) {
          await wcm.call(
            wcm.api.POST('/system/user', {
              body: { ...common, userName: v.userName.trim(), password: v.password },
            }),
          );
        } else {
          await wcm.call(
            wcm.api.PUT('/system/user', {
              body: putBody({ ...common, userId: v.userId, userName: v.userName }),
            }),
          );
        }
      },
    },
    notices,
  );
  return { ...record, ...(record.extra ?? NO_CHOICES) };
}

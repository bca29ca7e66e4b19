import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sysUser } from '../../db/schema';
import { type MessageKey, tr } from '../../i18n/messages';
import { getConfigValue } from '../config-service';
import { hashPassword } from '../passwords';
import { isSuperAdmin } from '../user-service';
import { operatorName, scopeOfRequest } from './context';
import { deptInScope } from './depts';
import { STATUS_LABELS } from '../admin/views';
import { BusinessError, deny, refuse } from './errors';
import { intOf } from './filters';
import { checkUsersInScope } from './user-queries';
import { assertUserUnique } from './user-write';

/** Dictionary of sys_user_sex as RuoYi's `readConverterExp`. */
export const SEX_DICT = { '0': '男', '1': '女', '2': '未知' };

/** The user's own columns, in the import template and in the export (wire contract §8.2). */
export const USER_COLUMNS = [
  { header: '登录名称', key: 'userName' },
  { header: '用户名称', key: 'nickName' },
  { header: '用户邮箱', key: 'email' },
  { header: '手机号码', key: 'phonenumber' },
  { header: '用户性别', key: 'sex', dict: SEX_DICT },
  { header: '账号状态', key: 'status', dict: STATUS_LABELS },
];

/** Columns of the import template and of accepted import files (wire contract §8.2). */
export const IMPORT_COLUMNS = [{ header: '部门编号', key: 'deptId' }, ...USER_COLUMNS];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const USER_NAME = /^[^\s<>"'\\|&]{2,30}$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

interface ImportRow {
  deptId: number | undefined;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  sex: string;
  status: string;
}

/** Validates one spreadsheet row; undefined when a value is malformed. */
function parseRow(raw: Record<string, string>): ImportRow | undefined {
  const userName = (raw.userName ?? '').trim();
  const nickName = (raw.nickName ?? '').trim() || userName;
  const email = (raw.email ?? '').trim();
  const phonenumber = (raw.phonenumber ?? '').trim();
  const sex = (raw.sex ?? '').trim() || '0';
  const status = (raw.status ?? '').trim() || '0';
  const deptText = (raw.deptId ?? '').trim();
  const deptId = deptText === '' ? undefined : intOf(deptText);
  const valid =
    USER_NAME.test(userName) &&
    nickName.length <= 30 &&
    (email === '' || (email.length <= 50 && EMAIL.test(email))) &&
    /^\d{0,11}$/.test(phonenumber) &&
    ['0', '1', '2'].includes(sex) &&
    ['0', '1'].includes(status) &&
    (deptText === '' || deptId !== undefined);
  return valid ? { deptId, userName, nickName, email, phonenumber, sex, status } : undefined;
}

/**
 * RuoYi importUser: creates users (initial password from sys.user.initPassword) or, with
 * `updateSupport`, updates existing ones (department unchanged). Every row is checked against
 * the operator's data scope. Returns the `{code,msg}` answer with RuoYi's report text.
 */
export async function importUsers(
  request: FastifyRequest,
  rows: Array<Record<string, string>>,
  updateSupport: boolean,
): Promise<{ code: 200 | 500; msg: string }> {
  const { db } = request.server;
  if (rows.length === 0) refuse('org.import.empty');
  const scope = await scopeOfRequest(request);
  const by = operatorName(request);
  const initPassword = (await getConfigValue(db, 'sys.user.initPassword')) || '123456';
  let passwordHash: string | undefined;
  const successes: string[] = [];
  const failures: string[] = [];
  const line = (key: MessageKey, ...args: Array<string | number>) =>
    `<br/>${escapeHtml(tr(request, key, ...args))}`;

  for (const [index, raw] of rows.entries()) {
    const n = index + 1;
    const row = parseRow(raw);
    const shownName = (raw.userName ?? '').slice(0, 30);
    if (!row) {
      failures.push(
        line('org.import.rowFailed', n, shownName, tr(request, 'org.import.rowInvalid')),
      );
      continue;
    }
    try {
      const [existing] = await db
        .select()
        .from(sysUser)
        .where(sql`lower(${sysUser.userName}) = lower(${row.userName})`)
        .limit(1);
      if (!existing) {
        if (row.deptId !== undefined) await deptInScope(db, scope, row.deptId);
        else if (!scope.all) deny('org.dept.noScope');
        await assertUserUnique(db, row, 'add', row.userName);
        passwordHash ??= await hashPassword(initPassword);
        await db.insert(sysUser).values({
          deptId: row.deptId ?? null,
          userName: row.userName,
          nickName: row.nickName,
          email: row.email,
          phonenumber: row.phonenumber,
          sex: row.sex,
          status: row.status,
          password: passwordHash,
          createBy: by,
        });
        successes.push(line('org.import.rowAdded', n, row.userName));
      } else if (updateSupport && existing.delFlag === '0') {
        if (isSuperAdmin(existing.userId)) deny('org.user.adminProtected');
        await checkUsersInScope(db, scope, [existing.userId]);
        await assertUserUnique(db, row, 'edit', row.userName, existing.userId);
        await db
          .update(sysUser)
          .set({
            nickName: row.nickName,
            email: row.email,
            phonenumber: row.phonenumber,
            sex: row.sex,
            status: row.status,
            updateBy: by,
            updateTime: new Date(),
          })
          .where(eq(sysUser.userId, existing.userId));
        if (row.status === '1') await request.server.sessions.endForUser(existing.userId);
        successes.push(line('org.import.rowUpdated', n, row.userName));
      } else {
        failures.push(line('org.import.rowExists', n, row.userName));
      }
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      failures.push(
        line('org.import.rowFailed', n, row.userName, tr(request, error.key, ...error.args)),
      );
    }
  }
  if (failures.length > 0)
    return {
      code: 500,
      msg: escapeHtml(tr(request, 'org.import.failed', failures.length)) + failures.join(''),
    };
  return {
    code: 200,
    msg: escapeHtml(tr(request, 'org.import.ok', successes.length)) + successes.join(''),
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/database';
import { sysRole, sysUser, wcmEmployee } from '../../db/schema';
import { langOf, message } from '../../i18n/messages';
import { deny, refuse } from '../../lib/business-error';
import { auditView, formatDateTime } from '../../lib/date-format';
import { contains, defineResource, defineRoutes, equals, type ExtraRoute } from '../../resources';
import { operatorName, operatorOf, scopeOfRequest } from '../../services/org/context';
import { checkRoleGrant } from '../../services/org/grants';
import { checkPassword } from '../../services/org/password-rules';
import { scopedRoles } from '../../services/org/roles';
import { isUniqueViolation, replaceUserRoles } from '../../services/org/user-write';
import { enqueueMail } from '../../services/mail/outbox';
import { hashPassword } from '../../services/passwords';
import { isSuperAdmin } from '../../services/user-service';
import { ok } from '../admin/respond';
import { readCompanyInfo } from './info';
import { liveRow } from '../../db/live-row';
import type { RequestBody } from '../../plugins/contract';

/** An invitation link works for a week. */
export const INVITATION_DAYS = 7;
const TITLE = '员工管理';

type EmployeeBody = RequestBody<'CompanyEmployeeBody'>;

type EmployeeRow = typeof wcmEmployee.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An employee on the wire, with the console account name once joined (never the token hash). */
function employeeView(row: EmployeeRow) {
  return {
    employeeId: row.employeeId,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    position: row.position,
    joinStatus: row.joinStatus,
    status: row.status,
    roleIds: row.roleIds,
    userId: row.userId,
    userName: row.userName,
    inviteTime: formatDateTime(row.inviteTime),
    inviteExpires: formatDateTime(row.inviteExpires),
    joinTime: formatDateTime(row.joinTime),
    ...auditView(row),
    remark: row.remark,
  };
}

/** A phone number in E.164 (mainland China when written without a country code), or undefined. */
function normalisePhone(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, 'CN');
  return parsed?.isValid() ? parsed.number : undefined;
}

async function liveEmployee(db: Db, employeeId: number): Promise<EmployeeRow> {
  return (
    (await liveRow(db, wcmEmployee, wcmEmployee.employeeId, employeeId)) ??
    refuse('company.employee.notFound')
  );
}

/** Contact checks of the invite form: one of phone or email, valid, unused by other employees. */
async function checkedContact(db: Db, body: EmployeeBody, employeeId?: number) {
  const email = (body.email ?? '').trim();
  const rawPhone = (body.phone ?? '').trim();
  if (email === '' && rawPhone === '') refuse('company.employee.contactRequired');
  const phone = rawPhone === '' ? '' : normalisePhone(rawPhone);
  if (phone === undefined) refuse('company.employee.phone', rawPhone);
  const others = await db
    .select({ phone: wcmEmployee.phone, email: wcmEmployee.email })
    .from(wcmEmployee)
    .where(
      and(
        eq(wcmEmployee.delFlag, '0'),
        employeeId === undefined ? undefined : ne(wcmEmployee.employeeId, employeeId),
        or(
          phone === '' ? undefined : eq(wcmEmployee.phone, phone),
          email === '' ? undefined : eq(wcmEmployee.email, email),
        ),
      ),
    );
  if (phone !== '' && others.some((o) => o.phone === phone))
    refuse('company.employee.phoneExists', phone);
  if (email !== '' && others.some((o) => o.email.toLowerCase() === email.toLowerCase()))
    refuse('company.employee.emailExists', email);
  return { phone, email };
}

/** Roles an invitation may carry: live, not the administrator role, grantable by the operator. */
async function checkedRoles(request: FastifyRequest, roleIds: readonly number[]) {
  const ids = [...new Set(roleIds)];
  if (ids.includes(1)) deny('org.role.adminProtected');
  if (ids.length > 0) {
    const live = await request.server.db
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(and(inArray(sysRole.roleId, ids), eq(sysRole.delFlag, '0')));
    if (live.length !== ids.length) refuse('org.role.notFound');
  }
  const operator = await operatorOf(request);
  await checkRoleGrant(request, { deptId: operator.deptId }, ids);
  return ids;
}

/** A fresh invitation: the token (only in the link) and what the row keeps. */
function newInvitation(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    values: {
      inviteHash: hashToken(token),
      inviteTime: now,
      inviteExpires: new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000),
    },
  };
}

/** The console's invitation page for `token`, on the origin the operator is using. */
function invitationLink(request: FastifyRequest, token: string) {
  return `${request.protocol}://${request.host}/wcm/invitation/${token}`;
}

/** Queues the invitation mail in the caller's transaction (when the employee has an email). */
async function mailInvitation(
  db: Db,
  request: FastifyRequest,
  employee: { employeeId: number; fullName: string; email: string; position: string },
  token: string,
  expires: Date,
) {
  if (employee.email === '') return false;
  const lang = langOf(request);
  const info = await readCompanyInfo(db);
  const company = info?.shortName || info?.fullName || message(lang, 'company.invitation.brand');
  await enqueueMail(db, {
    kind: 'employee.invite',
    refId: employee.employeeId,
    to: employee.email,
    subject: message(lang, 'company.invitation.mailSubject', company),
    text: message(
      lang,
      'company.invitation.mailBody',
      employee.fullName,
      company,
      employee.position || '-',
      formatDateTime(expires) ?? '',
      invitationLink(request, token),
    ),
  });
  return true;
}

/**
 * Employees (factory:employee). Adding one invites them (join status pending agreement); the
 * invitation link, accepted, creates their console user with the roles chosen here.
 */
/** The invitation pages an invited employee opens from the link (no session, rate-limited). */
const invitationArea = defineRoutes({ path: '/factory/invitation', permission: '' });

export const employeeResource = defineResource({
  path: '/factory/employee',
  permission: 'factory:employee',
  title: TITLE,
  table: wcmEmployee,
  id: wcmEmployee.employeeId,
  view: (row) => employeeView(row),
  filters: {
    fullName: contains(wcmEmployee.fullName),
    phone: contains(wcmEmployee.phone),
    email: contains(wcmEmployee.email),
    joinStatus: equals(wcmEmployee.joinStatus),
    status: equals(wcmEmployee.status),
  },
  timeRange: wcmEmployee.createTime,
  notFound: 'company.employee.notFound',
  softDelete: wcmEmployee.delFlag,
  operations: {
    add: async (request, _reply, { db }) => {
      const body = request.body as EmployeeBody;
      const contact = await checkedContact(db, body);
      const roleIds = await checkedRoles(request, body.roleIds ?? []);
      const operator = await operatorOf(request);
      const { token, values } = newInvitation(new Date());
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(wcmEmployee)
          .values({
            fullName: body.fullName.trim(),
            ...contact,
            position: (body.position ?? '').trim(),
            roleIds,
            deptId: operator.deptId,
            remark: body.remark ?? null,
            createBy: operatorName(request),
            ...values,
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        await mailInvitation(tx, request, created, token, values.inviteExpires);
      });
      return ok(request);
    },
    edit: async (request, _reply, { db }) => {
      const body = request.body as EmployeeBody & { employeeId: number };
      const existing = await liveEmployee(db, body.employeeId);
      const contact = await checkedContact(db, body, existing.employeeId);
      // Roles belong to the invitation; once joined they are managed on the user.
      const roleIds =
        existing.joinStatus === '0' && body.roleIds !== undefined
          ? await checkedRoles(request, body.roleIds)
          : existing.roleIds;
      await db
        .update(wcmEmployee)
        .set({
          fullName: body.fullName.trim(),
          ...contact,
          position: (body.position ?? '').trim(),
          roleIds,
          ...(body.remark !== undefined ? { remark: body.remark } : {}),
          updateBy: operatorName(request),
          updateTime: new Date(),
        })
        .where(eq(wcmEmployee.employeeId, existing.employeeId));
      return ok(request);
    },
  },
  hooks: {
    // A removed employee can no longer sign in: their console account is disabled.
    beforeDelete: async (rows, { db, request }) => {
      const userIds = rows.map((r) => r.userId).filter((id): id is number => id !== null);
      if (userIds.some((id) => isSuperAdmin(id) || id === request.session?.userId))
        deny('company.employee.lockSelf');
      if (userIds.length > 0)
        await db
          .update(sysUser)
          .set({ status: '1', updateBy: operatorName(request), updateTime: new Date() })
          .where(inArray(sysUser.userId, userIds));
    },
    afterDelete: async (rows, { request }) => {
      for (const row of rows)
        if (row.userId !== null) await request.server.sessions.endForUser(row.userId);
    },
  },
});

interface AcceptBody {
  userName: string;
  password: string;
}

/** The pending, unexpired invitation of a link, or a refusal. */
async function pendingInvitation(db: Db, token: string): Promise<EmployeeRow> {
  const [row] = await db
    .select()
    .from(wcmEmployee)
    .where(and(eq(wcmEmployee.inviteHash, hashToken(token)), eq(wcmEmployee.delFlag, '0')));
  if (!row || row.joinStatus !== '0' || !row.inviteExpires || row.inviteExpires <= new Date())
    refuse('company.invitation.invalid');
  return row;
}

const mask = (value: string, keep: number) =>
  value.length <= keep
    ? value
    : `${value.slice(0, keep)}${'*'.repeat(Math.min(6, value.length - keep))}`;
const maskEmail = (email: string) => {
  const at = email.indexOf('@');
  return at < 0 ? '' : `${mask(email.slice(0, at), 2)}${email.slice(at)}`;
};
const maskPhone = (phone: string) =>
  phone.length <= 7 ? phone : `${phone.slice(0, 5)}****${phone.slice(-2)}`;

export async function employeeRoutes(app: FastifyInstance) {
  const { db } = app;
  employeeResource.register(app);
  const routes = employeeResource.on(app);

  /** Roles an invitation may carry (for the invite form). */
  routes.get('/roles', 'add', async (request) => {
    const roles = await scopedRoles(db, await scopeOfRequest(request));
    return ok(request, {
      data: roles
        .filter((r) => r.roleId !== 1 && r.status === '0')
        .map((r) => ({ roleId: r.roleId, roleName: r.roleName, roleKey: r.roleKey })),
    });
  });

  routes.put<{ Body: { employeeId: number; status: '0' | '1' } }>(
    '/changeStatus',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const { employeeId, status } = request.body;
      const employee = await liveEmployee(db, employeeId);
      if (employee.joinStatus !== '1' || employee.userId === null)
        refuse('company.employee.notJoined', employee.fullName);
      const userId = employee.userId;
      if (status === '1' && (isSuperAdmin(userId) || userId === request.session?.userId))
        deny('company.employee.lockSelf');
      const by = operatorName(request);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(wcmEmployee)
          .set({ status, updateBy: by, updateTime: now })
          .where(eq(wcmEmployee.employeeId, employeeId));
        await tx
          .update(sysUser)
          .set({ status, updateBy: by, updateTime: now })
          .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
      });
      if (status === '1') await app.sessions.endForUser(userId);
      return ok(request);
    },
  );

  routes.post<{ Params: { employeeId: number } }>(
    '/{employeeId}/invitation',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const employee = await liveEmployee(db, request.params.employeeId);
      if (employee.joinStatus === '1') refuse('company.employee.notPending', employee.fullName);
      const { token, values } = newInvitation(new Date());
      const mailed = await db.transaction(async (tx) => {
        await tx
          .update(wcmEmployee)
          .set({
            ...values,
            joinStatus: '0',
            updateBy: operatorName(request),
            updateTime: new Date(),
          })
          .where(eq(wcmEmployee.employeeId, employee.employeeId));
        return mailInvitation(tx, request, employee, token, values.inviteExpires);
      });
      return ok(request, {
        data: { token, expireTime: formatDateTime(values.inviteExpires), mailed },
      });
    },
  );

  const invitation = invitationArea.on(app);
  const publicRoute: ExtraRoute = { auth: 'anonymous', perMinute: 30 };

  invitation.get<{ Params: { token: string } }>('/{token}', publicRoute, async (request) => {
    const employee = await pendingInvitation(db, request.params.token);
    const info = await readCompanyInfo(db);
    return ok(request, {
      data: {
        fullName: employee.fullName,
        position: employee.position,
        companyName: info?.fullName ?? '',
        phone: maskPhone(employee.phone),
        email: maskEmail(employee.email),
        expireTime: formatDateTime(employee.inviteExpires),
      },
    });
  });

  invitation.post<{ Params: { token: string }; Body: AcceptBody }>(
    '/{token}/accept',
    publicRoute,
    async (request) => {
      const employee = await pendingInvitation(db, request.params.token);
      const userName = request.body.userName.trim();
      if (!/^[A-Za-z0-9_.-]{2,20}$/.test(userName)) refuse('company.invitation.userName');
      const problem = await checkPassword(db, request.body.password);
      if (problem) refuse(problem);
      const password = await hashPassword(request.body.password);
      const now = new Date();
      try {
        await db.transaction(async (tx) => {
          // The invitation is claimed first, so two accepts of one link cannot both succeed.
          const claimed = await tx
            .update(wcmEmployee)
            .set({ joinStatus: '1', joinTime: now, inviteHash: null, updateTime: now })
            .where(
              and(eq(wcmEmployee.employeeId, employee.employeeId), eq(wcmEmployee.joinStatus, '0')),
            )
            .returning({ employeeId: wcmEmployee.employeeId });
          if (claimed.length === 0) refuse('company.invitation.invalid');
          const phone = employee.phone.startsWith('+86') ? employee.phone.slice(3) : '';
          const [user] = await tx
            .insert(sysUser)
            .values({
              userName,
              nickName: employee.fullName.slice(0, 30),
              deptId: employee.deptId,
              email: employee.email.length <= 50 ? employee.email : '',
              phonenumber: phone.length === 11 ? phone : '',
              status: employee.status,
              password,
              pwdUpdateDate: now,
              createBy: employee.createBy,
              createTime: now,
              remark: employee.position ? employee.position.slice(0, 500) : null,
            })
            .returning({ userId: sysUser.userId });
          if (!user) throw new Error('insert returned no row');
          const live = employee.roleIds.length
            ? await tx
                .select({ roleId: sysRole.roleId })
                .from(sysRole)
                .where(and(inArray(sysRole.roleId, employee.roleIds), eq(sysRole.delFlag, '0')))
            : [];
          await replaceUserRoles(
            tx,
            user.userId,
            live.map((r) => r.roleId).filter((id) => id !== 1),
          );
          await tx
            .update(wcmEmployee)
            .set({ userId: user.userId, userName })
            .where(eq(wcmEmployee.employeeId, employee.employeeId));
        });
      } catch (error) {
        if (isUniqueViolation(error)) refuse('company.invitation.userNameExists', userName);
        throw error;
      }
      return ok(request);
    },
  );

  invitation.post<{ Params: { token: string } }>(
    '/{token}/refuse',
    publicRoute,
    async (request) => {
      const employee = await pendingInvitation(db, request.params.token);
      await db
        .update(wcmEmployee)
        .set({ joinStatus: '2', inviteHash: null, updateTime: new Date() })
        .where(eq(wcmEmployee.employeeId, employee.employeeId));
      return ok(request);
    },
  );
}

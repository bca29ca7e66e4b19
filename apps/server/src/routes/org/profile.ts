import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sysPost, sysUser, sysUserPost } from '../../db/schema';
import { tokenFromHeader } from '../../plugins/sessions';
import { AVATAR_MAX_BYTES, normaliseAvatar, storeAvatar } from '../../services/org/avatar';
import { refuse } from '../../services/org/errors';
import { withoutUndefined } from '../../lib/without-undefined';
import { assertUserUnique, writePassword } from '../../services/org/user-write';
import { verifyPassword } from '../../services/passwords';
import { findUserById, userView } from '../../services/user-service';
import { defineRoutes } from '../../resources';
import { ok } from '../admin/respond';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({ path: '/system/user/profile', permission: '', title: '个人信息' });

/** Personal centre: own profile, password and avatar (any signed-in user). */
export async function profileRoutes(app: FastifyInstance) {
  const { db } = app;
  const { storage } = app;
  const self = async (request: FastifyRequest) => {
    const user = await findUserById(db, request.session?.userId ?? 0);
    if (!user) refuse('org.user.notFound');
    return user;
  };

  const routes = area.on(app);
  routes.get('', 'authenticated', async (request) => {
    const user = await self(request);
    const view = await userView(db, user);
    const posts = await db
      .select({ postName: sysPost.postName })
      .from(sysUserPost)
      .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
      .where(eq(sysUserPost.userId, user.userId))
      .orderBy(asc(sysPost.postSort));
    return {
      ...ok(request),
      data: view,
      roleGroup: view.roles.map((r) => r.roleName).join(','),
      postGroup: posts.map((p) => p.postName).join(','),
    };
  });

  routes.put<{ Body: { nickName?: string; email?: string; phonenumber?: string; sex?: string } }>(
    '',
    { auth: 'authenticated', log: 'UPDATE' },
    async function updateProfile(request) {
      const user = await self(request);
      // Only these four fields; anything else in the body (status, roleIds, password…) is ignored.
      const { nickName, email, phonenumber, sex } = request.body;
      const fields = withoutUndefined({
        nickName: nickName?.trim(),
        email: email?.trim(),
        phonenumber: phonenumber?.trim(),
        sex,
      });
      await assertUserUnique(
        db,
        { phonenumber: fields.phonenumber, email: fields.email },
        'edit',
        user.userName,
        user.userId,
      );
      await db
        .update(sysUser)
        .set({ ...fields, updateBy: user.userName, updateTime: new Date() })
        .where(eq(sysUser.userId, user.userId));
      return ok(request);
    },
  );

  routes.put<{ Body: { oldPassword: string; newPassword: string } }>(
    '/updatePwd',
    { auth: 'authenticated', log: 'UPDATE' },
    async function updatePwd(request) {
      const user = await self(request);
      const { oldPassword, newPassword } = request.body;
      if (!(await verifyPassword(user.password, oldPassword)).ok)
        refuse('org.profile.wrongOldPassword');
      if ((await verifyPassword(user.password, newPassword)).ok) refuse('org.profile.samePassword');
      await writePassword(db, user.userId, newPassword, user.userName);
      // Other devices signed in with the old password are signed out; this session stays.
      await app.sessions.endForUser(user.userId, {
        except: tokenFromHeader(request.headers.authorization),
      });
      return ok(request);
    },
  );

  routes.post(
    '/avatar',
    { auth: 'authenticated', log: { title: '用户头像', businessType: 'UPDATE' } },
    async function avatar(request) {
      const user = await self(request);
      if (!request.isMultipart()) refuse('org.avatar.failed');
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } });
      if (!file || file.fieldname !== 'avatarfile') refuse('org.avatar.failed');
      const png = await normaliseAvatar(await file.toBuffer());
      if (!png) refuse('org.avatar.badType');
      // Content-addressed: the previous avatar may be shared, so it is left in place.
      const imgUrl = await storeAvatar(storage, png);
      await db
        .update(sysUser)
        .set({ avatar: imgUrl, updateBy: user.userName, updateTime: new Date() })
        .where(and(eq(sysUser.userId, user.userId), eq(sysUser.delFlag, '0')));
      return { ...ok(request), imgUrl };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { langOf, tr } from '../../i18n/messages';
import { userViewOf } from '../../services/user-service';
import { signIn } from './sign-in';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `/getInfo` and `/getRouters`. Both read the user's access from the access cache
 * (plugins/access-cache.ts): a session lookup and a few map reads, no database work while
 * nothing they derive from has been written.
 */
export async function userInfoRoutes(app: FastifyInstance, options: { now: () => number }) {
  const routes = signIn.on(app);
  routes.get('/getInfo', 'authenticated', async (request, reply) => {
    const session = request.session;
    const access = session ? await app.access.of(session.userId) : undefined;
    if (!session || !access) {
      // The account was deleted while the session lived: end the session.
      return reply.send({ code: 401, msg: tr(request, 'auth.unauthorized', '/getInfo') });
    }
    const { user } = access;
    const [chrtype, initModify, validateDays] = await Promise.all([
      app.access.config('sys.account.chrtype'),
      app.access.config('sys.account.initPasswordModify'),
      app.access.config('sys.account.passwordValidateDays'),
    ]);
    const days = Number(validateDays ?? '0');
    const expired =
      Number.isFinite(days) &&
      days > 0 &&
      (user.pwdUpdateDate === null || options.now() - user.pwdUpdateDate.getTime() > days * DAY_MS);
    return {
      code: 200,
      msg: tr(request, 'success'),
      user: userViewOf(user, access.dept, access.roles),
      roles: access.roleKeys,
      permissions: access.permissions,
      pwdChrtype: chrtype && chrtype !== '' ? chrtype : '0',
      isDefaultModifyPwd: initModify === '1' && user.pwdUpdateDate === null,
      isPasswordExpired: expired,
    };
  });

  routes.get('/getRouters', 'authenticated', async (request) => {
    const access = request.session ? await app.access.of(request.session.userId) : undefined;
    return {
      code: 200,
      msg: tr(request, 'success'),
      // Menu titles follow Accept-Language; the cache keeps one tree per language.
      data: access ? await access.routers(langOf(request)) : [],
    };
  });
}

import type { FastifyInstance } from 'fastify';
import { langOf, tr } from '../../i18n/messages';
import { getConfigValue } from '../../services/config-service';
import { routersFor } from '../../services/menu-service';
import { findUserById, permissionsOf, roleKeysOf, userView } from '../../services/user-service';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function userInfoRoutes(app: FastifyInstance, options: { now: () => number }) {
  app.get('/getInfo', { config: { auth: 'authenticated' } }, async (request, reply) => {
    const session = request.session;
    const user = session ? await findUserById(app.db, session.userId) : undefined;
    if (!session || !user) {
      // The account was deleted while the session lived: end the session.
      return reply.send({ code: 401, msg: tr(request, 'auth.unauthorized', '/getInfo') });
    }
    const [roles, permissions, chrtype, initModify, validateDays] = await Promise.all([
      roleKeysOf(app.db, user.userId),
      permissionsOf(app.db, user.userId),
      getConfigValue(app.db, 'sys.account.chrtype'),
      getConfigValue(app.db, 'sys.account.initPasswordModify'),
      getConfigValue(app.db, 'sys.account.passwordValidateDays'),
    ]);
    const days = Number(validateDays ?? '0');
    const expired =
      Number.isFinite(days) &&
      days > 0 &&
      (user.pwdUpdateDate === null || options.now() - user.pwdUpdateDate.getTime() > days * DAY_MS);
    return {
      code: 200,
      msg: tr(request, 'success'),
      user: await userView(app.db, user),
      roles,
      permissions,
      pwdChrtype: chrtype && chrtype !== '' ? chrtype : '0',
      isDefaultModifyPwd: initModify === '1' && user.pwdUpdateDate === null,
      isPasswordExpired: expired,
    };
  });

  app.get('/getRouters', { config: { auth: 'authenticated' } }, async (request) => ({
    code: 200,
    msg: tr(request, 'success'),
    data: await routersFor(app.db, request.session?.userId ?? 0, langOf(request)),
  }));
}

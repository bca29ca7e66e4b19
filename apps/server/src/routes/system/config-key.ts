import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../plugins/auth';
import { tr } from '../../i18n/messages';
import { requestSchema } from '../../plugins/contract';
import { getConfigValue, PUBLIC_CONFIG_KEYS } from '../../services/config-service';
import { permissionsOf } from '../../services/user-service';

/** The one parameter the sign-in page reads before anyone has signed in. */
export const REGISTER_USER_KEY = 'sys.account.registerUser';

export async function configKeyRoutes(app: FastifyInstance) {
  // A static route wins over the parametric one below, so only this key is open without a
  // session: the sign-in page shows its "register" link when self-registration is on.
  app.get(
    `/system/config/configKey/${REGISTER_USER_KEY}`,
    {
      schema: requestSchema(app.openapi, 'get', `/system/config/configKey/${REGISTER_USER_KEY}`),
      config: { auth: 'anonymous' },
    },
    async () => ({ code: 200, msg: (await getConfigValue(app.db, REGISTER_USER_KEY)) ?? '' }),
  );

  app.get<{ Params: { configKey: string } }>(
    '/system/config/configKey/:configKey',
    {
      schema: requestSchema(app.openapi, 'get', '/system/config/configKey/{configKey}'),
      config: { auth: 'authenticated' },
    },
    async (request) => {
      const { configKey } = request.params;
      // RuoYi lets any signed-in user read every parameter (e.g. sys.user.initPassword);
      // here only the allow-listed ones are open to users without system:config:query.
      if (!PUBLIC_CONFIG_KEYS.has(configKey)) {
        const perms = await permissionsOf(app.db, request.session?.userId ?? 0);
        if (!hasPermission(perms, 'system:config:query'))
          return { code: 403, msg: tr(request, 'auth.forbidden') };
      }
      // The value travels in msg, as RuoYi's AjaxResult.success(String) does.
      return { code: 200, msg: (await getConfigValue(app.db, configKey)) ?? '' };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { message, tr } from '../../i18n/messages';
import { type LoginInput, login } from '../../services/login-service';
import { recordLogin } from '../../services/login-log';
import { tokenFromHeader } from '../../plugins/sessions';
import { signIn } from './sign-in';

export interface LoginRouteOptions {
  rateLimitPerMinute: number;
  now: () => number;
}

export async function loginRoutes(app: FastifyInstance, options: LoginRouteOptions) {
  const routes = signIn.on(app);
  routes.post<{ Body: LoginInput }>(
    '/login',
    { auth: 'anonymous', perMinute: options.rateLimitPerMinute },
    async (request) => {
      const outcome = await login(app, request, request.body, options.now);
      if (!outcome.ok) return { code: 500, msg: outcome.msg };
      return { code: 200, msg: tr(request, 'success'), token: outcome.token };
    },
  );

  // Answers success even without a valid token, like RuoYi's logout filter.
  routes.post('/logout', 'anonymous', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (token) {
      const session = await app.sessions.remove(token);
      if (session)
        await recordLogin(
          app.db,
          request,
          session.userName,
          '0',
          message('zh-CN', 'user.logout.success'),
          new Date(options.now()),
        );
    }
    return { code: 200, msg: tr(request, 'user.logout.success') };
  });
}

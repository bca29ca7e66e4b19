import type { FastifyInstance } from 'fastify';
import { message, tr } from '../../i18n/messages';
import { requestSchema } from '../../plugins/contract';
import { type LoginInput, login } from '../../services/login-service';
import { recordLogin } from '../../services/login-log';
import { tokenFromHeader } from '../../plugins/sessions';

export interface LoginRouteOptions {
  rateLimitPerMinute: number;
  now: () => number;
}

export async function loginRoutes(app: FastifyInstance, options: LoginRouteOptions) {
  app.post<{ Body: LoginInput }>(
    '/login',
    {
      schema: requestSchema(app.openapi, 'post', '/login'),
      config: {
        auth: 'anonymous',
        rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 },
      },
    },
    async (request) => {
      const outcome = await login(app, request, request.body, options.now);
      if (!outcome.ok) return { code: 500, msg: outcome.msg };
      return { code: 200, msg: tr(request, 'success'), token: outcome.token };
    },
  );

  // Answers success even without a valid token, like RuoYi's logout filter.
  app.post(
    '/logout',
    { schema: requestSchema(app.openapi, 'post', '/logout'), config: { auth: 'anonymous' } },
    async (request) => {
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
    },
  );
}

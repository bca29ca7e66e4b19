import type { FastifyInstance } from 'fastify';
import { sysUser } from '../../db/schema';
import { message, tr } from '../../i18n/messages';
import { getConfigValue } from '../../services/config-service';
import { recordLogin } from '../../services/login-log';
import { passwordProblem } from '../../services/org/password-rules';
import { hashPassword } from '../../services/passwords';
import { signIn } from './sign-in';
import type { RequestBody } from '../../plugins/contract';

export async function registerRoutes(
  app: FastifyInstance,
  options: { now: () => number; rateLimitPerMinute: number },
) {
  signIn
    .on(app)
    .post<{ Body: RequestBody<'RegisterBody'> }>(
      '/register',
      { auth: 'anonymous', perMinute: options.rateLimitPerMinute },
      async (request) => {
        const error = (msg: string) => ({ code: 500, msg });
        if ((await getConfigValue(app.db, 'sys.account.registerUser')) !== 'true')
          return error(tr(request, 'register.disabled'));
        const username = (request.body.username ?? '').trim();
        const password = request.body.password ?? '';
        if (await app.captcha.isEnabled()) {
          const check = await app.captcha.verify(request.body.uuid, request.body.code);
          if (check !== 'ok')
            return error(
              tr(request, check === 'expired' ? 'user.jcaptcha.expire' : 'user.jcaptcha.error'),
            );
        }
        if (username === '') return error(tr(request, 'register.username.empty'));
        if (password === '') return error(tr(request, 'register.password.empty'));
        if (username.length < 2 || username.length > 20)
          return error(tr(request, 'register.username.length'));
        if (password.length < 5 || password.length > 20)
          return error(tr(request, 'register.password.length'));
        // RuoYi's register form always applies character range 0 (no < > " ' \ |).
        const problem = passwordProblem(password, '0');
        if (problem) return error(tr(request, problem));
        const now = new Date(options.now());
        const inserted = await app.db
          .insert(sysUser)
          .values({
            userName: username,
            nickName: username,
            password: await hashPassword(password),
            pwdUpdateDate: now,
            createTime: now,
          })
          // The unique index on lower(user_name) settles concurrent registrations of one name.
          .onConflictDoNothing()
          .returning({ userId: sysUser.userId });
        if (inserted.length === 0) return error(tr(request, 'register.exists', username));
        await recordLogin(
          app.db,
          request,
          username,
          '0',
          message('zh-CN', 'user.register.success'),
          now,
        );
        return { code: 200, msg: tr(request, 'success') };
      },
    );
}

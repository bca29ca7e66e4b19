import type { FastifyInstance } from 'fastify';
import { tr } from '../../i18n/messages';
import { signIn } from './sign-in';

export interface CaptchaRouteOptions {
  rateLimitPerMinute: number;
}

export async function captchaRoutes(app: FastifyInstance, options: CaptchaRouteOptions) {
  signIn
    .on(app)
    .get(
      '/captchaImage',
      { auth: 'anonymous', perMinute: options.rateLimitPerMinute },
      async (request) => {
        const msg = tr(request, 'success');
        if (!(await app.captcha.isEnabled())) return { code: 200, msg, captchaEnabled: false };
        const { uuid, img } = await app.captcha.create();
        return { code: 200, msg, captchaEnabled: true, uuid, img };
      },
    );
}

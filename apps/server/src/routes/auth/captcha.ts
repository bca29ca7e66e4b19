import type { FastifyInstance } from 'fastify';
import { tr } from '../../i18n/messages';

export interface CaptchaRouteOptions {
  rateLimitPerMinute: number;
}

export async function captchaRoutes(app: FastifyInstance, options: CaptchaRouteOptions) {
  app.get(
    '/captchaImage',
    {
      config: {
        auth: 'anonymous',
        rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 },
      },
    },
    async (request) => {
      const msg = tr(request, 'success');
      if (!(await app.captcha.isEnabled())) return { code: 200, msg, captchaEnabled: false };
      const { uuid, img } = await app.captcha.create();
      return { code: 200, msg, captchaEnabled: true, uuid, img };
    },
  );
}

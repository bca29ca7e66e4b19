import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { deliverDue } from '../services/mail/deliver';
import { enqueueMail, type OutgoingMail } from '../services/mail/outbox';
import { type MailTransport, smtpTransport } from '../services/mail/transport';

/** The app's outgoing mail: write to the outbox; delivery follows when SMTP is configured. */
export interface MailService {
  /** True when SMTP_URL is set (otherwise messages wait in the outbox). */
  readonly enabled: boolean;
  /**
   * Adds messages to the outbox with `db` (pass the transaction of the change that causes them,
   * so a rolled-back change sends nothing) and schedules a delivery run.
   */
  enqueue(db: Db, mails: OutgoingMail | readonly OutgoingMail[]): Promise<number[]>;
  /** Delivers what is due now (tests and the periodic run). */
  deliverNow(): Promise<{ sent: number; failed: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  smtpUrl?: string | undefined;
  /** @default 'WCM console <no-reply@localhost>' */
  mailFrom?: string | undefined;
  now: () => number;
  /** Period of the background delivery run. @default 30000 */
  intervalMs?: number;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const from = options.mailFrom || 'WCM console <no-reply@localhost>';
    const transport: MailTransport | undefined = options.smtpUrl
      ? smtpTransport(options.smtpUrl, from)
      : undefined;
    type Run = Promise<{ sent: number; failed: number }>;
    let running: Run | undefined;
    let following: Run | undefined;
    const runOnce = (mailer: MailTransport): Run =>
      (running = deliverDue(app.db, mailer, options.now).finally(() => {
        running = undefined;
      }));
    const deliverNow = (): Run => {
      if (!transport) return Promise.resolve({ sent: 0, failed: 0 });
      // One run at a time per process; other processes are kept apart by the row claim.
      if (!running) return runOnce(transport);
      // The run under way may have claimed before the caller's message was queued: one more
      // run follows it, shared by every caller that comes meanwhile.
      following ??= running
        .catch(() => undefined)
        .then(() => {
          following = undefined;
          return running ?? runOnce(transport);
        });
      return following;
    };
    const kick = () =>
      void deliverNow().catch((error: unknown) => app.log.warn({ err: error }, 'mail delivery'));
    app.decorate('mail', {
      enabled: transport !== undefined,
      async enqueue(db, mails) {
        const ids = await enqueueMail(db, mails, new Date(options.now()));
        // After the caller's transaction commits; the periodic run catches anything missed.
        if (transport) setTimeout(kick, 50).unref();
        return ids;
      },
      deliverNow,
    } satisfies MailService);
    if (transport) {
      const timer = setInterval(kick, options.intervalMs ?? 30_000);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await (following ?? running)?.catch(() => undefined);
        transport.close();
      });
    }
  },
  { name: 'mail', dependencies: ['db'] },
);

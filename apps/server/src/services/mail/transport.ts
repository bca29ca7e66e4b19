import nodemailer from 'nodemailer';

/** Sends one plain-text message; rejects with an error whose message is safe to store. */
export interface MailTransport {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

/** SMTP transport for `smtp://user:pass@host:port` or `smtps://…` (SMTP_URL). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { from });
  return {
    async send(mail) {
      try {
        await transporter.sendMail({ from, ...mail });
      } catch (error) {
        // nodemailer's messages can echo the server's reply; keep the code and the first line.
        const e = error as { code?: string; responseCode?: number; message?: string };
        const detail = e.responseCode ? `SMTP ${e.responseCode}` : (e.code ?? 'error');
        throw new Error(`${detail}: ${(e.message ?? '').split('\n')[0]?.slice(0, 200) ?? ''}`, {
          cause: error,
        });
      }
    },
    close: () => transporter.close(),
  };
}

import { SMTPServer } from 'smtp-server';

/** One message the sink accepted. */
export interface SunkMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as received. */
  raw: string;
}

/** A local SMTP server for tests: accepts everything on 127.0.0.1, or refuses when told to. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  messages: SunkMail[];
  /** While true, every message is refused with 451 (a temporary failure). */
  refuse: boolean;
  /** While set, each message waits for this before it is answered (a delivery run under way). */
  gate: Promise<void> | undefined;
  /** Resolves once a message waits at the gate. */
  waitForHeld(): Promise<void>;
  /** Resolves when `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<SunkMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  let held = 0;
  const sink: SmtpSink = {
    url: '',
    messages,
    refuse: false,
    gate: undefined,
    async waitForHeld() {
      while (held === 0) await new Promise((r) => setTimeout(r, 10));
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`SMTP sink: ${messages.length}/${count} messages`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (sink.gate) {
          held += 1;
          await sink.gate;
          held -= 1;
        }
        if (sink.refuse) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no SMTP address');
  sink.url = `smtp://127.0.0.1:${address.port}`;
  return sink;
}

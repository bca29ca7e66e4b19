import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcmMailOutbox } from '../../src/db/schema';
import { claimDue, MAX_ATTEMPTS } from '../../src/services/mail/outbox';
import { buildExtraApp, clock, getShared } from '../helper';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

const rowsOf = async (ids: number[]) => {
  const { database } = await getShared();
  return database.db.select().from(wcmMailOutbox).where(inArray(wcmMailOutbox.mailId, ids));
};

describe('mail outbox', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await buildExtraApp({ smtpUrl: sink.url, mailFrom: 'Hydroflux <news@example.com>' });
    // Only this file's messages are due: mail other tests or the seeds queued (a PostgreSQL
    // test database keeps them from run to run) would fill the delivery batches.
    const { database } = await getShared();
    await database.db
      .update(wcmMailOutbox)
      .set({ status: '2' })
      .where(eq(wcmMailOutbox.status, '0'));
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  /** Queues a test message with a one-letter text; resolves with its id. */
  const queue = async (kind: string, to: string, subject: string) =>
    (await app.mail.enqueue(app.db, { kind, to, subject, text: 'x' }))[0];

  it('delivers a queued message by SMTP and records it as sent', async () => {
    const [id] = await app.mail.enqueue(app.db, {
      kind: 'test.hello',
      refId: 7,
      to: 'buyer@example.org',
      subject: 'Your download\r\nBcc: victim@example.org',
      text: 'Here is your link.',
    });
    const before = sink.messages.length;
    await app.mail.deliverNow();
    // Seeded notifications (download approvals) may leave in the same run: find ours.
    let mail: (typeof sink.messages)[number] | undefined;
    for (let count = before + 1; !mail; count += 1)
      mail = (await sink.waitFor(count))
        .slice(before)
        .find((m) => m.to.includes('buyer@example.org'));
    expect(mail?.to).toEqual(['buyer@example.org']);
    expect(mail?.from).toBe('news@example.com');
    // The subject stays one header: no injected Bcc.
    expect(mail?.raw).toMatch(/^Subject: Your download Bcc: victim@example.org$/m);
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
    expect(mail?.raw).toContain('Here is your link.');
    const [row] = await rowsOf([id ?? 0]);
    expect(row).toMatchObject({ status: '1', attempts: 1, lastError: '' });
    expect(row?.sentTime).toBeInstanceOf(Date);
  });

  it('keeps a refused message for a later attempt, then sends it', async () => {
    sink.refuse = true;
    const id = await queue('test.retry', 'later@example.org', 'Retry');
    await app.mail.deliverNow();
    let [row] = await rowsOf([id ?? 0]);
    expect(row).toMatchObject({ status: '0', attempts: 1 });
    expect(row?.lastError).toMatch(/451/);
    // Not due yet: nothing is sent before the back-off has passed.
    sink.refuse = false;
    const before = sink.messages.length;
    await app.mail.deliverNow();
    expect(sink.messages.length).toBe(before);
    clock.advance(61_000);
    await app.mail.deliverNow();
    await sink.waitFor(before + 1);
    [row] = await rowsOf([id ?? 0]);
    expect(row).toMatchObject({ status: '1', attempts: 2 });
  });

  it('sends a message queued while a delivery run is under way in the run that follows', async () => {
    let open = () => {};
    sink.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const before = sink.messages.length;
    const first = await queue('test.first', 'first@example.org', 'First');
    // The run sending the first message waits at the SMTP server while the second is queued.
    const under = app.mail.deliverNow();
    await sink.waitForHeld();
    const second = await queue('test.during', 'during@example.org', 'During');
    const after = app.mail.deliverNow();
    sink.gate = undefined;
    open();
    await under;
    await after;
    const rows = await rowsOf([first ?? 0, second ?? 0]);
    expect(rows.map((r) => [r.subject, r.status, r.attempts]).sort()).toEqual([
      ['During', '1', 1],
      ['First', '1', 1],
    ]);
    expect((await sink.waitFor(before + 2)).slice(before).flatMap((m) => m.to)).toEqual(
      expect.arrayContaining(['first@example.org', 'during@example.org']),
    );
  });

  it('gives a message up after the last attempt', async () => {
    sink.refuse = true;
    const id = await queue('test.giveup', 'never@example.org', 'Never');
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await app.mail.deliverNow();
      clock.advance(60 * 60_000);
    }
    sink.refuse = false;
    const [row] = await rowsOf([id ?? 0]);
    expect(row).toMatchObject({ status: '2', attempts: MAX_ATTEMPTS });
  });

  it('hands a due message to one claimer only, even when two claim at once', async () => {
    const { database } = await getShared();
    const id = await queue('test.claim', 'once@example.org', 'Once');
    const now = new Date(clock.now() + 1000);
    const [a, b] = await Promise.all([
      claimDue(database.db, now, 100),
      claimDue(database.db, now, 100),
    ]);
    const claims = [...(a ?? []), ...(b ?? [])].filter((r) => r.mailId === id);
    expect(claims).toHaveLength(1);
    await database.db
      .update(wcmMailOutbox)
      .set({ status: '1' })
      .where(eq(wcmMailOutbox.mailId, id ?? 0));
  });

  it('leaves mail waiting in the outbox when no SMTP server is configured', async () => {
    const { app: plain } = await getShared();
    expect(plain.mail.enabled).toBe(false);
    const [id] = await plain.mail.enqueue(plain.db, {
      kind: 'test.offline',
      to: 'offline@example.org',
      subject: 'Offline',
      text: 'x',
    });
    expect(await plain.mail.deliverNow()).toEqual({ sent: 0, failed: 0 });
    const [row] = await rowsOf([id ?? 0]);
    expect(row).toMatchObject({ status: '0', attempts: 0 });
    await plain.db.delete(wcmMailOutbox).where(eq(wcmMailOutbox.mailId, id ?? 0));
  });
});

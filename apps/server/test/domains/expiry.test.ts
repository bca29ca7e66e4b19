import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysJob, sysNotice, wcmDomain } from '../../src/db/schema';
import { warningLevel } from '../../src/services/domains/expiry';
import { jobRegistry } from '../../src/services/monitor/job-registry';
import { clock, getApp, getShared, useSharedApp } from '../helper';
import { uid } from '../org/fixtures';

const DAY = 86_400_000;

useSharedApp();

describe('domains.certificateExpiry job', () => {
  it('is registered and seeded as a daily job', async () => {
    const { database } = await getShared();
    const jobs = await database.db
      .select()
      .from(sysJob)
      .where(eq(sysJob.invokeTarget, 'domains.certificateExpiry'));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ cronExpression: '0 10 9 * * ?', status: '0' });
    expect(jobRegistry.get('domains.certificateExpiry')?.label).toBe(
      'domain.job.certificateExpiry',
    );
  });

  it('picks the nearest threshold reached', () => {
    expect(warningLevel(31, [30, 7])).toBeUndefined();
    expect(warningLevel(30, [30, 7])).toBe(30);
    expect(warningLevel(8, [30, 7])).toBe(30);
    expect(warningLevel(7, [30, 7])).toBe(7);
    expect(warningLevel(0, [30, 7])).toBe(7);
  });

  it('posts a notice 30 and 7 days before expiry, once each, for approved domains only', async () => {
    const { database } = await getShared();
    const db = database.db;
    const tag = `exp${uid()}`;
    const domain = (name: string, days: number, auditStatus = '2') => ({
      domainName: `${name}.${tag}.com`,
      auditStatus,
      certificatePem: '-----BEGIN CERTIFICATE-----',
      expiryTime: new Date(clock.now() + days * DAY),
    });
    const rows = await db
      .insert(wcmDomain)
      .values([
        domain('shop', 25),
        domain('review', 25, '1'),
        domain('far', 45),
        domain('late', 5),
        domain('gone', -2),
      ])
      .returning({ id: wcmDomain.domainId, name: wcmDomain.domainName });
    const id = (prefix: string) => rows.find((r) => r.name.startsWith(`${prefix}.`))?.id ?? 0;
    const notices = async (prefix: string) =>
      (
        await db
          .select()
          .from(sysNotice)
          .where(like(sysNotice.noticeTitle, `%${prefix}.${tag}%`))
      ).map((n) => n.noticeContent ?? '');
    const job = jobRegistry.get('domains.certificateExpiry');
    const context = { db, kv: (await getApp()).kv, now: () => clock.now(), args: [] };
    try {
      expect(await job?.run(context)).toBe('2 domain certificate warning(s) posted');
      expect(await job?.run(context)).toBe('0 domain certificate warning(s) posted');
      expect(await notices('shop')).toHaveLength(1);
      expect((await notices('shop'))[0]).toContain('in 25 day(s)');
      // First seen 5 days ahead: one notice (the 7-day one), not two.
      expect(await notices('late')).toHaveLength(1);
      for (const prefix of ['review', 'far', 'gone']) expect(await notices(prefix)).toEqual([]);
      const [late] = await db
        .select()
        .from(wcmDomain)
        .where(eq(wcmDomain.domainId, id('late')));
      expect(late?.expiryWarned).toBe(7);

      // Six days ahead: the 7-day warning, once.
      await db
        .update(wcmDomain)
        .set({ expiryTime: new Date(clock.now() + 6 * DAY) })
        .where(eq(wcmDomain.domainId, id('shop')));
      await job?.run(context);
      await job?.run(context);
      expect(await notices('shop')).toHaveLength(2);

      // A new certificate (expiry_warned reset on upload) is warned again.
      await db
        .update(wcmDomain)
        .set({ expiryTime: new Date(clock.now() + 29 * DAY), expiryWarned: 0 })
        .where(eq(wcmDomain.domainId, id('shop')));
      await job?.run(context);
      expect(await notices('shop')).toHaveLength(3);

      // `days` as the only threshold.
      await db
        .update(wcmDomain)
        .set({ expiryWarned: 0 })
        .where(eq(wcmDomain.domainId, id('shop')));
      expect(await job?.run({ ...context, args: [10] })).toBe(
        '0 domain certificate warning(s) posted',
      );
    } finally {
      await db.delete(wcmDomain).where(
        inArray(
          wcmDomain.domainId,
          rows.map((r) => r.id),
        ),
      );
      await db.delete(sysNotice).where(like(sysNotice.noticeTitle, `%${tag}%`));
    }
  });
});

import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { sysNotice } from '../schema';

const INTRO =
  '<p><span style="color: #e60000">项目介绍</span></p>' +
  '<p>RuoYi开源项目是为企业用户定制的后台脚手架框架，为企业打造的一站式解决方案，降低企业开发成本，提升开发效率。</p>' +
  '<p><span style="color: #e60000">内置功能</span></p>' +
  '<p>用户管理、部门管理、岗位管理、菜单管理、角色管理、字典管理、参数管理、通知公告、操作日志、登录日志、在线用户、定时任务、代码生成、服务监控、缓存监控。</p>';

/** RuoYi's sys_notice seed rows (wire contract 6.6). */
export const seedNotices = [
  {
    noticeId: 1,
    noticeTitle: '温馨提醒：2018-07-01 若依新版本发布啦',
    noticeType: '2',
    noticeContent: '新版本内容',
    remark: '管理员',
  },
  {
    noticeId: 2,
    noticeTitle: '维护通知：2018-07-01 若依系统凌晨维护',
    noticeType: '1',
    noticeContent: '维护内容',
    remark: '管理员',
  },
  {
    noticeId: 3,
    noticeTitle: '若依开源框架介绍',
    noticeType: '1',
    noticeContent: INTRO,
    remark: '管理员',
  },
].map((row) => ({ ...row, status: '0', createBy: 'admin' }));

/** Seeds the admin area (notices) when sys_notice is empty; returns whether it inserted. */
export async function seedAdmin(db: Db): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(sysNotice);
  if ((existing[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(sysNotice).values(seedNotices);
    // Explicit ids do not advance the identity sequence; continue at 10 as RuoYi does.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('sys_notice', 'notice_id'), GREATEST(10, (SELECT COALESCE(MAX(notice_id), 0) + 1 FROM sys_notice)), false)`,
    );
  });
  return true;
}

import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysLogininfor } from '../../db/schema';
import { contains, defineLogResource, equals } from '../../resources';
import { logininforView } from '../../services/admin/views';
import { ok } from './respond';

/** Same key as the login service's failed-password counter (RuoYi `pwd_err_cnt:`). */
export const passwordRetryKey = (userName: string) => `pwd_err_cnt:${userName}`;

/** The sign-in log (RuoYi /monitor/logininfor), written by the login service. */
export const logininforResource = defineLogResource({
  path: '/monitor/logininfor',
  permission: 'monitor:logininfor',
  title: '登录日志',
  table: sysLogininfor,
  id: sysLogininfor.infoId,
  view: logininforView,
  filters: {
    ipaddr: contains(sysLogininfor.ipaddr),
    userName: contains(sysLogininfor.userName),
    status: equals(sysLogininfor.status),
  },
  timeRange: sysLogininfor.loginTime,
  orderBy: desc(sysLogininfor.infoId),
  export: {
    columns: [
      { header: '序号', key: 'infoId' },
      { header: '用户账号', key: 'userName', width: 16 },
      { header: '登录状态', key: 'status', dict: 'sys_common_status' },
      { header: '登录地址', key: 'ipaddr', width: 16 },
      { header: '登录地点', key: 'loginLocation' },
      { header: '浏览器', key: 'browser' },
      { header: '操作系统', key: 'os' },
      { header: '提示消息', key: 'msg', width: 30 },
      { header: '访问时间', key: 'loginTime', width: 20 },
    ],
  },
});

export async function logininforRoutes(app: FastifyInstance) {
  logininforResource.register(app);
  const routes = logininforResource.on(app);
  routes.get<{ Params: { userName: string } }>(
    '/unlock/{userName}',
    { auth: 'unlock', log: { title: '账户解锁', businessType: 'OTHER' } },
    async (request) => {
      await app.kv.delete(passwordRetryKey(request.params.userName));
      return ok(request);
    },
  );
}

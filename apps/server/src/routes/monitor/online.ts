import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDept } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { tableData } from '../../lib/paging';
import { loginLocation } from '../../services/ip-match';
import { fail, ok } from '../admin/respond';
import { defineRoutes } from '../../resources';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({
  path: '/monitor/online',
  permission: 'monitor:online',
  title: '在线用户',
});

/**
 * Online users (RuoYi /monitor/online). `tokenId` is the session's own random id, stored beside
 * the token hash; it is neither the token nor its hash and cannot authenticate.
 */
export async function onlineRoutes(app: FastifyInstance) {
  const routes = area.on(app);
  routes.get<{ Querystring: { userName?: string; ipaddr?: string } }>(
    '/list',
    'list',
    async (request) => {
      const userName = request.query.userName?.trim() || undefined;
      const ipaddr = request.query.ipaddr?.trim() || undefined;
      const sessions = (await app.sessions.list())
        .filter(
          (s) =>
            (userName === undefined || s.userName === userName) &&
            (ipaddr === undefined || s.ipaddr === ipaddr),
        )
        .sort((a, b) => b.loginTime - a.loginTime);
      const deptIds = [
        ...new Set(sessions.map((s) => s.deptId).filter((id): id is number => id !== null)),
      ];
      const depts =
        deptIds.length === 0
          ? []
          : await app.db
              .select({ deptId: sysDept.deptId, deptName: sysDept.deptName })
              .from(sysDept)
              .where(inArray(sysDept.deptId, deptIds));
      const deptName = new Map(depts.map((d) => [d.deptId, d.deptName]));
      const rows = sessions.map((s) => ({
        tokenId: s.sessionId,
        userName: s.userName,
        deptName: (s.deptId !== null ? deptName.get(s.deptId) : undefined) ?? '',
        ipaddr: s.ipaddr,
        loginLocation: loginLocation(s.ipaddr),
        browser: s.browser,
        os: s.os,
        loginTime: s.loginTime,
      }));
      return tableData(rows, rows.length, tr(request, 'success'));
    },
  );

  routes.delete<{ Params: { tokenId: string } }>(
    '/{tokenId}',
    { auth: 'forceLogout', log: 'FORCE' },
    async (request) => {
      const ended = await app.sessions.endById(request.params.tokenId);
      return ended ? ok(request) : fail(request, 'monitor.online.notFound');
    },
  );
}

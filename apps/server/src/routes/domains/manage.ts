import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmDomain, wcmDomainRecord } from '../../db/schema';
import { contains, defineResource, equals } from '../../resources';
import type { DomainConfig } from '../../services/domains/config';
import { certificatePaths, nginxServerBlock } from '../../services/domains/nginx';
import { success } from '../products/reply';
import { type DomainRouteOptions, recordContent } from './custom';
import { loadDomainAt } from './review';
import { domainView, recordView } from './views';
import { operatorName } from '../../services/org/context';

/** Domain management: submitted domains (drafts and deleted rows read as soft-deleted). */
export function domainResource(config: DomainConfig) {
  return defineResource({
    path: '/domain/manage',
    permission: 'domain:manage',
    title: '域名管理',
    table: wcmDomain,
    id: wcmDomain.domainId,
    view: (row) => domainView(row, config),
    filters: {
      domainName: contains(wcmDomain.domainName),
      auditStatus: equals(wcmDomain.auditStatus),
      usageStatus: equals(wcmDomain.usageStatus),
    },
    timeRange: wcmDomain.submitTime,
    orderBy: desc(wcmDomain.submitTime),
    softDelete: wcmDomain.listFlag,
    notFound: 'domain.notFound',
  });
}

/** Change records: first submissions and changes, their content and result. */
export const domainRecordResource = defineResource({
  path: '/domain/record',
  permission: 'domain:record',
  title: '域名变更记录',
  table: wcmDomainRecord,
  id: wcmDomainRecord.recordId,
  view: (row, { request }) => recordView(row, request),
  filters: {
    domainName: contains(wcmDomainRecord.domainName),
    changeType: equals(wcmDomainRecord.changeType),
    result: equals(wcmDomainRecord.result),
  },
  timeRange: wcmDomainRecord.changeTime,
  orderBy: desc(wcmDomainRecord.changeTime),
});

export async function domainManageRoutes(app: FastifyInstance, options: DomainRouteOptions) {
  const { config } = options;
  const resource = domainResource(config);
  resource.register(app);
  const routes = resource.on(app);
  domainRecordResource.register(app);

  routes.put<{ Body: { domainId: number; usageStatus: '0' | '1' } }>(
    '/changeUsage',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const { domainId, usageStatus } = request.body;
      const row = await loadDomainAt(app.db, domainId, 'approved');
      const at = new Date(options.now());
      const updated = await app.db.transaction(async (tx) => {
        const [saved] = await tx
          .update(wcmDomain)
          .set({ usageStatus, updateBy: operatorName(request), updateTime: at })
          .where(eq(wcmDomain.domainId, domainId))
          .returning();
        if (row.usageStatus !== usageStatus)
          await tx.insert(wcmDomainRecord).values({
            domainId,
            domainName: row.domainName,
            changeType: '1',
            content: recordContent({
              key: usageStatus === '0' ? 'domain.record.enable' : 'domain.record.disable',
              args: [row.domainName],
            }),
            result: '1',
            changeTime: at,
            createBy: operatorName(request),
          });
        return saved;
      });
      return success(request, domainView(updated ?? row, config));
    },
  );

  routes.get<{ Params: { domainId: number } }>('/nginx/{domainId}', 'query', async (request) => {
    const row = await loadDomainAt(app.db, request.params.domainId, 'approved');
    const hasCertificate = Boolean(row.certificatePem && row.privateKeyEnc);
    const paths = certificatePaths(row.domainName, config);
    return success(request, {
      config: nginxServerBlock(row.domainName, hasCertificate, config),
      certPath: hasCertificate ? paths.certPath : null,
      keyPath: hasCertificate ? paths.keyPath : null,
    });
  });
}

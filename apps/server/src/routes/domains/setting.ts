import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmDomain, wcmDomainRecord, wcmDomainSetting } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { formatDateTime } from '../../lib/date-format';
import { defineRoutes } from '../../resources';
import type { UploadedFile } from '../../services/domains/certificate';
import { domainsInUse } from '../../services/domains/conditions';
import { success } from '../products/reply';
import {
  CERTIFICATE_BODY_LIMIT,
  certificateColumns,
  type DomainRouteOptions,
  recordContent,
} from './custom';
import { loadDomainAt } from './review';
import { domainView } from './views';
import { operatorName } from '../../services/org/context';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({
  path: '/domain/setting',
  permission: 'domain:setting',
  title: '域名与SSL设置',
});

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Domain settings: the platform sub-domain, brand name and the live domain's SSL material. */
export async function domainSettingRoutes(app: FastifyInstance, options: DomainRouteOptions) {
  const { config } = options;
  const now = () => new Date(options.now());
  const routes = area.on(app);

  app.get(
    '/domain/setting',
    { config: { auth: { permission: 'domain:setting:list' } } },
    async (request) => {
      const [setting] = await app.db.select().from(wcmDomainSetting).limit(1);
      const [live] = await app.db
        .select()
        .from(wcmDomain)
        .where(domainsInUse())
        .orderBy(desc(wcmDomain.auditTime))
        .limit(1);
      const subdomain = setting?.subdomain ?? '';
      return success(request, {
        subdomain,
        brandName: setting?.brandName ?? '',
        platformHost: config.platformHost,
        siteAddress: subdomain ? `${subdomain}.${config.platformHost}` : '',
        serverIp: config.serverIp,
        recordType: 'A',
        ttl: 600,
        liveDomain: live ? domainView(live, config) : null,
      });
    },
  );

  routes.put<{ Body: { subdomain: string; brandName?: string } }>(
    '',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const subdomain = request.body.subdomain.trim().toLowerCase();
      if (!SUBDOMAIN.test(subdomain)) refuse('domain.subdomain.format');
      const brandName = request.body.brandName?.trim();
      const [setting] = await app.db.select().from(wcmDomainSetting).limit(1);
      if (setting)
        await app.db
          .update(wcmDomainSetting)
          .set({
            subdomain,
            ...(brandName !== undefined ? { brandName } : {}),
            updateBy: operatorName(request),
            updateTime: now(),
          })
          .where(eq(wcmDomainSetting.settingId, setting.settingId));
      else
        await app.db
          .insert(wcmDomainSetting)
          .values({ subdomain, brandName: brandName ?? '', createBy: operatorName(request) });
      return success(request);
    },
  );

  routes.post<{ Body: { domainId: number; certificate: UploadedFile; privateKey: UploadedFile } }>(
    '/certificate',
    { auth: 'upload', log: 'UPDATE', bodyLimit: CERTIFICATE_BODY_LIMIT },
    async (request) => {
      const row = await loadDomainAt(app.db, request.body.domainId, 'approved');
      const { columns, info } = certificateColumns(
        app,
        row.domainId,
        request.body,
        row.domainName,
        now(),
      );
      const updated = await app.db.transaction(async (tx) => {
        const [saved] = await tx
          .update(wcmDomain)
          .set({ ...columns, updateBy: operatorName(request), updateTime: now() })
          .where(eq(wcmDomain.domainId, row.domainId))
          .returning();
        await tx.insert(wcmDomainRecord).values({
          domainId: row.domainId,
          domainName: row.domainName,
          changeType: '1',
          content: recordContent({
            key: 'domain.record.certificate',
            args: [row.domainName, formatDateTime(info.expiryTime) ?? ''],
          }),
          result: '1',
          changeTime: now(),
          createBy: operatorName(request),
        });
        return saved;
      });
      return success(request, domainView(updated ?? row, config));
    },
  );
}

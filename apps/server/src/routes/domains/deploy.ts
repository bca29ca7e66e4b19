import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { wcmDeployApply } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { requestSchema } from '../../plugins/contract';
import { success } from '../products/reply';
import type { DomainRouteOptions } from './custom';
import { reviewReason } from './review';
import { deployView } from './views';
import type { RequestBody } from '../../plugins/contract';
import { operatorName } from '../../services/org/context';

export const DEPLOY_PLANS = ['basic', 'standard', 'advanced'] as const;
export type DeployPlan = (typeof DEPLOY_PLANS)[number];

type ApplyBody = RequestBody<'DeployApplyBody'>;

const log = { title: '部署申请', businessType: 'UPDATE' } as const;

async function latest(db: Db, plan: DeployPlan) {
  const [row] = await db
    .select()
    .from(wcmDeployApply)
    .where(eq(wcmDeployApply.plan, plan))
    .orderBy(desc(wcmDeployApply.applyId))
    .limit(1);
  return row;
}

async function stateOf(db: Db, plan: DeployPlan) {
  const row = await latest(db, plan);
  const basic = plan === 'basic' ? row : await latest(db, 'basic');
  return {
    plan,
    status: row?.status ?? '0',
    application: row ? deployView(row) : null,
    basicActive: basic?.status === '2',
  };
}

/** Deployment applications: one page per plan (its own permission) and the audit. */
export async function deployRoutes(app: FastifyInstance, options: DomainRouteOptions) {
  const now = () => new Date(options.now());
  const schema = (method: string, path: string) => requestSchema(app.openapi, method, path);

  for (const plan of DEPLOY_PLANS) {
    const path = `/domain/deploy/${plan}`;
    const auth = { permission: `domain:deploy:${plan}` };
    app.get(path, { config: { auth } }, async (request) =>
      success(request, await stateOf(app.db, plan)),
    );
    app.post<{ Body: ApplyBody }>(
      path,
      {
        schema: schema('post', path),
        config: { auth, operLog: { ...log, businessType: 'INSERT' } },
      },
      async (request: FastifyRequest<{ Body: ApplyBody }>) => {
        const body = request.body;
        const current = await latest(app.db, plan);
        if (current?.status === '1') refuse('domain.deploy.pending');
        if (current?.status === '2') refuse('domain.deploy.deployed');
        const filingNumber = body.filingNumber?.trim() ?? '';
        if (plan === 'standard' && filingNumber === '') refuse('domain.deploy.filingRequired');
        if (plan === 'advanced' && (await latest(app.db, 'basic'))?.status !== '2')
          refuse('domain.deploy.basicRequired');
        await app.db.insert(wcmDeployApply).values({
          plan,
          contactName: body.contactName.trim(),
          contactPhone: body.contactPhone.trim(),
          contactEmail: body.contactEmail?.trim() ?? '',
          domainName: body.domainName?.trim().toLowerCase() ?? '',
          filingNumber,
          remark: body.remark?.trim() ?? '',
          status: '1',
          createBy: operatorName(request),
        });
        return success(request, await stateOf(app.db, plan));
      },
    );
  }

  app.put<{ Body: { applyId: number; action: 'approve' | 'reject'; reason?: string } }>(
    '/domain/deploy/audit',
    {
      schema: schema('put', '/domain/deploy/audit'),
      config: { auth: { permission: 'domain:deploy:audit' }, operLog: log },
    },
    async (request) => {
      const { applyId, action } = request.body;
      const reason = reviewReason(action, request.body.reason);
      const [row] = await app.db
        .select()
        .from(wcmDeployApply)
        .where(eq(wcmDeployApply.applyId, applyId));
      if (!row) return refuse('domain.deploy.notFound');
      if (row.status !== '1') refuse('domain.deploy.notPending');
      await app.db
        .update(wcmDeployApply)
        .set({
          status: action === 'approve' ? '2' : '3',
          rejectReason: reason,
          auditBy: operatorName(request),
          auditTime: now(),
          updateBy: operatorName(request),
          updateTime: now(),
        })
        .where(and(eq(wcmDeployApply.applyId, applyId), eq(wcmDeployApply.status, '1')));
      return success(request, await stateOf(app.db, row.plan as DeployPlan));
    },
  );
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wcmDomain } from '../../db/schema';
import { refuse } from '../../lib/business-error';

async function loadDomain(db: Db, domainId: number) {
  const [row] = await db
    .select()
    .from(wcmDomain)
    .where(and(eq(wcmDomain.domainId, domainId), eq(wcmDomain.delFlag, '0')));
  return row ?? refuse('domain.notFound');
}

/** The audit status a domain has at each stage of its review, and the refusal when it has not. */
const STAGES = {
  draft: { auditStatus: '0', refusal: 'domain.notDraft' },
  underReview: { auditStatus: '1', refusal: 'domain.notUnderReview' },
  approved: { auditStatus: '2', refusal: 'domain.notApproved' },
} as const;

/** Live domain `domainId`, refused unless it stands at `stage` of its review. */
export async function loadDomainAt(db: Db, domainId: number, stage: keyof typeof STAGES) {
  const row = await loadDomain(db, domainId);
  if (row.auditStatus !== STAGES[stage].auditStatus) refuse(STAGES[stage].refusal);
  return row;
}

/** A draft domain whose A record was found: the certificate and the submission need one. */
export async function verifiedDraft(db: Db, domainId: number) {
  const row = await loadDomainAt(db, domainId, 'draft');
  if (row.dnsStatus !== '2') refuse('domain.dns.required');
  return row;
}

/** A review decision's reason: required (non-blank) unless approving, and then ''. */
export function reviewReason(action: string, raw: string | undefined): string {
  const reason = raw?.trim() ?? '';
  if (action !== 'approve' && reason === '') refuse('domain.reason.required');
  return action === 'approve' ? '' : reason;
}

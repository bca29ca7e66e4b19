import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { wcmDomain } from '../../db/schema';

/** Custom domains that are live (not deleted) and approved. */
const approvedDomains = () => and(eq(wcmDomain.delFlag, '0'), eq(wcmDomain.auditStatus, '2'));

/** Domains the site is served under: live, approved and enabled. */
export const domainsInUse = () => and(approvedDomains(), eq(wcmDomain.usageStatus, '0'));

/**
 * Approved domains holding an SSL certificate that expires from `from` to `to` (both included):
 * those the expiry job warns about and the dashboard lists.
 */
export const certificateExpiringBetween = (from: Date, to: Date) =>
  and(
    approvedDomains(),
    isNotNull(wcmDomain.certificatePem),
    gte(wcmDomain.expiryTime, from),
    lte(wcmDomain.expiryTime, to),
  );

import type { FastifyRequest } from 'fastify';
import type { wcmDeployApply, wcmDomain, wcmDomainRecord } from '../../db/schema';
import { type MessageKey, tr } from '../../i18n/messages';
import { formatDateTime } from '../../lib/date-format';
import type { DomainConfig } from '../../services/domains/config';
import { certificatePaths } from '../../services/domains/nginx';

type DomainRow = typeof wcmDomain.$inferSelect;
type RecordRow = typeof wcmDomainRecord.$inferSelect;
type DeployRow = typeof wcmDeployApply.$inferSelect;

/** A domain on the wire: the certificate's details, never the certificate's key. */
export function domainView(row: DomainRow, config: DomainConfig) {
  const paths = certificatePaths(row.domainName, config);
  return {
    domainId: row.domainId,
    domainName: row.domainName,
    serverIp: row.serverIp,
    dnsStatus: row.dnsStatus,
    dnsCheckTime: formatDateTime(row.dnsCheckTime),
    dnsAddresses: row.dnsAddresses === '' ? [] : row.dnsAddresses.split(','),
    certificate: row.certificatePem
      ? {
          fileName: row.certFileName,
          keyFileName: row.keyFileName,
          subject: row.certSubject,
          issuer: row.certIssuer,
          names: row.certNames === '' ? [] : row.certNames.split(','),
          fingerprint: row.certFingerprint,
          effectiveTime: formatDateTime(row.effectiveTime),
          expiryTime: formatDateTime(row.expiryTime),
          certPath: paths.certPath,
          keyPath: paths.keyPath,
        }
      : null,
    auditStatus: row.auditStatus,
    auditReason: row.auditReason,
    auditBy: row.auditBy,
    auditTime: formatDateTime(row.auditTime),
    submitTime: formatDateTime(row.submitTime),
    usageStatus: row.usageStatus,
    brandName: row.brandName,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
  };
}

/** What a change record says, kept as a message key and arguments (shown in any language). */
export interface RecordContent {
  key: MessageKey;
  args: string[];
  /** Expiry of a certificate submitted with the domain. */
  certExpiry?: string;
}

export function recordContentText(request: FastifyRequest, stored: string): string {
  let content: RecordContent;
  try {
    content = JSON.parse(stored) as RecordContent;
  } catch {
    return stored;
  }
  const text = tr(request, content.key, ...content.args);
  return content.certExpiry
    ? tr(request, 'domain.record.withCertificate', text, content.certExpiry)
    : text;
}

export function recordView(row: RecordRow, request: FastifyRequest) {
  return {
    recordId: row.recordId,
    domainId: row.domainId,
    domainName: row.domainName,
    changeType: row.changeType,
    content: recordContentText(request, row.content),
    result: row.result,
    reason: row.reason,
    changeTime: formatDateTime(row.changeTime),
    createBy: row.createBy,
  };
}

export function deployView(row: DeployRow) {
  return {
    applyId: row.applyId,
    plan: row.plan,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    domainName: row.domainName,
    filingNumber: row.filingNumber,
    remark: row.remark,
    status: row.status,
    rejectReason: row.rejectReason,
    auditBy: row.auditBy,
    auditTime: formatDateTime(row.auditTime),
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
  };
}

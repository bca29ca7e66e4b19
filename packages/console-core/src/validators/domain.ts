import { invalid, VALID, type ValidationResult } from './result';

/** Message when the domain name is not a full domain. */
export const DOMAIN_FORMAT_MESSAGE = /*i18n*/ {
  id: 'core.domain.formatError',
  message: 'Domain name format error',
};
/** Message when the user tries to go on before DNS verification passed. */
export const DNS_NOT_VERIFIED_MESSAGE = /*i18n*/ {
  id: 'core.domain.dnsNotVerified',
  message: 'Please complete DNS verification, click Start Verification',
};
/** Message when the A record does not point to the assigned server IP. */
export const DNS_FAILED_MESSAGE = /*i18n*/ {
  id: 'core.domain.dnsFailed',
  message: 'DNS resolution does not point to the current server IP, reconfigure the A record',
};

/** Longest domain name in characters (RFC 1035, without the trailing dot). */
export const DOMAIN_MAX_LENGTH = 253;

// One label: 1-63 letters, digits or hyphens, no hyphen at either end.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
// Top-level domain: two or more letters, or an IDN in punycode such as xn--p1ai.
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{0,58}[a-z0-9])$/i;

/**
 * True for a full domain such as www.example.com, sub.example.co.uk or xn--fsqu00a.xn--p1ai:
 * at least two labels, a letter (or punycode) TLD, at most 253 characters. Unicode names must be
 * converted to punycode first; a scheme, port, path or trailing dot is a format error.
 */
export function isValidDomainName(name: string): boolean {
  if (name.length === 0 || name.length > DOMAIN_MAX_LENGTH) return false;
  const labels = name.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return TLD.test(tld) && labels.every((label) => LABEL.test(label));
}

/**
 * Domain field of the domain wizard; surrounding spaces are ignored (callers should submit the
 * trimmed value).
 */
export function validateDomainName(name: string | null | undefined): ValidationResult {
  if (isValidDomainName((name ?? '').trim())) return VALID;
  return invalid('domain-format', DOMAIN_FORMAT_MESSAGE);
}

/** States of the A-record verification step (spec section 4, "Domain setup wizard"). */
export type DnsVerificationStatus = 'unresolved' | 'verifying' | 'resolved' | 'failed';

/**
 * Gate of the step after DNS: only a resolved record lets the wizard go on. A failed check
 * reports the failure text so the user knows to fix the A record rather than click again.
 */
export function validateDnsVerified(status: DnsVerificationStatus): ValidationResult {
  if (status === 'resolved') return VALID;
  if (status === 'failed') return invalid('dns-failed', DNS_FAILED_MESSAGE);
  return invalid('dns-not-verified', DNS_NOT_VERIFIED_MESSAGE);
}

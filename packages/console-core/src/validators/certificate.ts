import type { FileLike } from './file-name';
import { checkFileSize, checkFileType } from './file-upload';
import { firstFailure, invalid, VALID, type ValidationResult } from './result';

/** Extensions of the SSL certificate file. */
export const CERTIFICATE_FILE_TYPES: readonly string[] = ['crt', 'pem', 'cer'];
/** Extensions of the private key file. */
export const PRIVATE_KEY_FILE_TYPES: readonly string[] = ['key', 'pem'];
/** Size limit of the certificate and of the key file, in MB. */
export const CERTIFICATE_MAX_SIZE_MB = 5;

/** Message when the certificate file path is missing. */
export const CERTIFICATE_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.certificate.fileRequired',
  message: 'Please upload the certificate file',
};
/** Message when the private key file path is missing. */
export const PRIVATE_KEY_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.certificate.keyRequired',
  message: 'Please upload the private key file',
};
/** Message when the effective time is missing. */
export const EFFECTIVE_TIME_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.certificate.effectiveRequired',
  message: 'Please select the effective time',
};
/** Message when the expiry time is missing. */
export const EXPIRY_TIME_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.certificate.expiryRequired',
  message: 'Please select the expiry time',
};
/** Message when the expiry time is before the effective time. */
export const EXPIRY_BEFORE_EFFECTIVE_MESSAGE = /*i18n*/ {
  id: 'core.certificate.expiryBeforeEffective',
  message: 'The expiry time cannot be earlier than the effective time',
};

/** Certificate file before upload: crt, pem or cer, at most 5 MB. */
export function validateCertificateFile(file: FileLike): ValidationResult {
  return firstFailure(
    checkFileType(file, CERTIFICATE_FILE_TYPES),
    checkFileSize(file, CERTIFICATE_MAX_SIZE_MB),
  );
}

/** Private key file before upload: key or pem, at most 5 MB. */
export function validatePrivateKeyFile(file: FileLike): ValidationResult {
  return firstFailure(
    checkFileType(file, PRIVATE_KEY_FILE_TYPES),
    checkFileSize(file, CERTIFICATE_MAX_SIZE_MB),
  );
}

/** A point in time as forms hold it: a Date, epoch milliseconds or a parseable string. */
export type TimeValue = Date | number | string | null | undefined;

// Blank or unparseable input counts as missing so the user is asked to pick a time again.
function toMillis(value: TimeValue): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  // 'y-m-d h:i:s' (the console's date format) is not ISO; a 'T' makes it parse as local time.
  const parsed =
    typeof value === 'string'
      ? Date.parse(value.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'))
      : +value;
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** Fields of the certificate step of the domain wizard. */
export interface CertificateForm {
  readonly certificatePath?: string | null;
  readonly privateKeyPath?: string | null;
  readonly effectiveTime?: TimeValue;
  readonly expiryTime?: TimeValue;
}

/**
 * Whole certificate step: both paths and both times required, expiry not earlier than
 * effective (equal is allowed). Returns the first failure in form order.
 */
export function validateCertificateForm(form: CertificateForm): ValidationResult {
  if (!form.certificatePath?.trim()) {
    return invalid('certificate-required', CERTIFICATE_REQUIRED_MESSAGE);
  }
  if (!form.privateKeyPath?.trim()) {
    return invalid('private-key-required', PRIVATE_KEY_REQUIRED_MESSAGE);
  }
  const effective = toMillis(form.effectiveTime);
  if (effective === undefined) {
    return invalid('effective-time-required', EFFECTIVE_TIME_REQUIRED_MESSAGE);
  }
  const expiry = toMillis(form.expiryTime);
  if (expiry === undefined) return invalid('expiry-time-required', EXPIRY_TIME_REQUIRED_MESSAGE);
  if (expiry < effective) {
    return invalid('expiry-before-effective', EXPIRY_BEFORE_EFFECTIVE_MESSAGE);
  }
  return VALID;
}

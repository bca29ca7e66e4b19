import type { components } from '@wcm/console-core';

export type DomainRow = components['schemas']['DomainRow'];
export type DomainRecordRow = components['schemas']['DomainRecordRow'];
export type DeployState = components['schemas']['DeployState'];
export type DeployPlan = components['schemas']['DeployPlan'];
export type DomainFile = components['schemas']['DomainFile'];
export type DeployApplyBody = components['schemas']['DeployApplyBody'];

/** The state and application of each deployment plan. */
export const DEPLOY_PATHS = {
  basic: '/domain/deploy/basic',
  standard: '/domain/deploy/standard',
  advanced: '/domain/deploy/advanced',
} as const;

export const DICT = {
  dns: 'wcm_domain_dns_status',
  audit: 'wcm_domain_audit_status',
  usage: 'wcm_domain_usage_status',
  changeType: 'wcm_domain_change_type',
  changeResult: 'wcm_domain_change_result',
  deploy: 'wcm_deploy_status',
} as const;

/** Full domain such as shop.example.com (spec §5 Domain); the server checks the same. */
export const DOMAIN_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const MAX_CERT_BYTES = 5 * 1024 * 1024;
export const CERT_EXTENSIONS = ['crt', 'pem', 'cer'];
export const KEY_EXTENSIONS = ['key', 'pem'];

/** A picked file as the API takes it: name and bytes in base64. */
export async function toDomainFile(file: File): Promise<DomainFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name: file.name, content: btoa(binary) };
}

export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

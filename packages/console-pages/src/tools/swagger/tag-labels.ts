import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ApiTag } from './openapi-model';

const TAGS: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  auth: {
    title: /*i18n*/ { id: 'pages.tools.swagger.tag.auth', message: 'Sign-in and session' },
    description: /*i18n*/ {
      id: 'pages.tools.swagger.tag.authText',
      message: 'Captcha, sign-in, registration, user info, routes and sign-out',
    },
  },
  system: {
    title: /*i18n*/ { id: 'pages.tools.swagger.tag.system', message: 'Shared lookups' },
    description: /*i18n*/ {
      id: 'pages.tools.swagger.tag.systemText',
      message: 'Dictionary entries by type and parameter values',
    },
  },
  admin: {
    title: /*i18n*/ { id: 'pages.tools.swagger.tag.admin', message: 'System administration' },
    description: /*i18n*/ {
      id: 'pages.tools.swagger.tag.adminText',
      message: 'Menus, dictionaries, parameters, notices, operation and sign-in logs',
    },
  },
  files: {
    title: /*i18n*/ { id: 'pages.tools.swagger.tag.files', message: 'Files' },
    description: /*i18n*/ {
      id: 'pages.tools.swagger.tag.filesText',
      message: 'Uploads, downloads and uploaded files',
    },
  },
  monitor: {
    title: /*i18n*/ { id: 'pages.tools.swagger.tag.monitor', message: 'Monitoring' },
    description: /*i18n*/ {
      id: 'pages.tools.swagger.tag.monitorText',
      message: 'Online users, scheduled jobs, server, cache and database facts',
    },
  },
  tool: {
    title: /*i18n*/ { id: 'pages.tools.swagger.tag.tool', message: 'System tools' },
    description: /*i18n*/ {
      id: 'pages.tools.swagger.tag.toolText',
      message: 'Code generator and API documentation',
    },
  },
  org: {
    title: /*i18n*/ { id: 'pages.tools.swagger.tag.org', message: 'Organisation' },
    description: /*i18n*/ {
      id: 'pages.tools.swagger.tag.orgText',
      message: 'Users, roles, departments, positions, personal centre',
    },
  },
  products: {
    title: /*i18n*/ { id: 'pages.tools.swagger.tag.products', message: 'Products' },
    description: /*i18n*/ {
      id: 'pages.tools.swagger.tag.productsText',
      message: 'Product categories, products, review and listing, product drafts',
    },
  },
};

/**
 * The contract's tags in the interface language. The document itself is written in English; its
 * tag names and descriptions are the headings a reader navigates by, so the known ones are
 * translated here. A tag added later shows as the contract names it until it gets a line here.
 */
export function tagLabel(i18n: I18n, tag: ApiTag): { title: string; description: string } {
  const known = Object.hasOwn(TAGS, tag.name) ? TAGS[tag.name] : undefined;
  if (!known) return { title: tag.name, description: tag.description };
  return { title: i18n._(known.title), description: i18n._(known.description) };
}

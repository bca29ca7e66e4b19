import type { I18n } from '@lingui/core';
import type { ApiTag } from './openapi-model';

/**
 * The contract's tags in the interface language. The document itself is written in English; its
 * tag names and descriptions are the headings a reader navigates by, so the known ones are
 * translated here. A tag added later shows as the contract names it until it gets a line here.
 */
export function tagLabel(i18n: I18n, tag: ApiTag): { title: string; description: string } {
  switch (tag.name) {
    case 'auth':
      return {
        title: i18n._({ id: 'pages.tools.swagger.tag.auth', message: 'Sign-in and session' }),
        description: i18n._({
          id: 'pages.tools.swagger.tag.authText',
          message: 'Captcha, sign-in, registration, user info, routes and sign-out',
        }),
      };
    case 'system':
      return {
        title: i18n._({ id: 'pages.tools.swagger.tag.system', message: 'Shared lookups' }),
        description: i18n._({
          id: 'pages.tools.swagger.tag.systemText',
          message: 'Dictionary entries by type and parameter values',
        }),
      };
    case 'admin':
      return {
        title: i18n._({ id: 'pages.tools.swagger.tag.admin', message: 'System administration' }),
        description: i18n._({
          id: 'pages.tools.swagger.tag.adminText',
          message: 'Menus, dictionaries, parameters, notices, operation and sign-in logs',
        }),
      };
    case 'files':
      return {
        title: i18n._({ id: 'pages.tools.swagger.tag.files', message: 'Files' }),
        description: i18n._({
          id: 'pages.tools.swagger.tag.filesText',
          message: 'Uploads, downloads and uploaded files',
        }),
      };
    case 'monitor':
      return {
        title: i18n._({ id: 'pages.tools.swagger.tag.monitor', message: 'Monitoring' }),
        description: i18n._({
          id: 'pages.tools.swagger.tag.monitorText',
          message: 'Online users, scheduled jobs, server, cache and database facts',
        }),
      };
    case 'tool':
      return {
        title: i18n._({ id: 'pages.tools.swagger.tag.tool', message: 'System tools' }),
        description: i18n._({
          id: 'pages.tools.swagger.tag.toolText',
          message: 'Code generator and API documentation',
        }),
      };
    case 'org':
      return {
        title: i18n._({ id: 'pages.tools.swagger.tag.org', message: 'Organisation' }),
        description: i18n._({
          id: 'pages.tools.swagger.tag.orgText',
          message: 'Users, roles, departments, positions, personal centre',
        }),
      };
    case 'products':
      return {
        title: i18n._({ id: 'pages.tools.swagger.tag.products', message: 'Products' }),
        description: i18n._({
          id: 'pages.tools.swagger.tag.productsText',
          message: 'Product categories, products, review and listing, product drafts',
        }),
      };
    default:
      return { title: tag.name, description: tag.description };
  }
}

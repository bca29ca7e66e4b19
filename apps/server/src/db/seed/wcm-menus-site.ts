import type { MenuSpec } from './menu-row';
import { buttonAllocator, directory, page } from './wcm-menu-helpers';

// Company information, website decoration and domain/deployment areas.
const buttons = buttonAllocator(3200);

const factory = directory(
  { id: 2070, order: 8, name: '企业信息', path: 'factory', icon: 'company' },
  buttons,
);
const site = directory(
  { id: 2080, order: 9, name: '网站装修', path: 'site', icon: 'build' },
  buttons,
);
const domain = directory(
  { id: 2090, order: 10, name: '域名部署', path: 'domain', icon: 'link' },
  buttons,
);

export const wcmSiteMenus: MenuSpec[] = [
  factory.spec,
  factory.page(2071, 1, '品牌与公司信息', 'info', 'international', {
    buttons: factory.buttons('info', '信息'),
  }),
  factory.page(2072, 2, '员工管理', 'employee', 'user', {
    buttons: factory.buttons('employee', '员工'),
  }),
  factory.page(2073, 3, '服务商', 'provider', 'guide', {
    buttons: factory.buttons('provider', '服务商'),
  }),
  factory.page(2074, 4, '股权列表', 'equity', 'chart', {
    buttons: factory.buttons('equity', '股权'),
  }),
  factory.page(2075, 5, '客服联系人', 'service', 'phone', {
    buttons: factory.buttons('service', '客服'),
  }),

  site.spec,
  site.page(2081, 1, '轮播图', 'banner', 'image', { buttons: site.buttons('banner', '轮播图') }),
  site.page(2082, 2, '首页背景图', 'background', 'image', {
    buttons: site.buttons('background', '背景图'),
  }),
  site.page(2083, 3, '页面管理', 'page', 'documentation', {
    buttons: site.buttons('page', '页面'),
  }),
  site.page(2084, 4, '底部导航', 'navigation', 'nested', {
    buttons: site.buttons('navigation', '导航'),
  }),
  site.page(2085, 5, '配色方案', 'color', 'color', { buttons: site.buttons('color', '配色') }),
  site.page(2086, 6, '网站统计', 'statistics', 'chart'),

  domain.spec,
  domain.page(2091, 1, '域名与SSL设置', 'setting', 'lock', {
    buttons: domain.buttons('setting', '域名', [['upload', '证书上传']]),
  }),
  domain.page(2092, 2, '自定义域名', 'custom', 'link', {
    buttons: domain.buttons('custom', '自定义域名'),
  }),
  domain.page(2093, 3, '域名管理', 'manage', 'list', {
    buttons: domain.buttons('manage', '域名管理'),
  }),
  domain.page(2094, 4, '域名变更记录', 'record', 'log'),
  {
    id: 2095,
    parentId: 2090,
    order: 5,
    name: '部署申请',
    type: 'M',
    path: 'deploy',
    icon: 'server',
    routeName: 'DomainDeploy',
  },
  // The plans are pages of the deploy form, not lists: their own component and permission.
  ...(
    [
      [2096, 1, '基础版', 'basic'],
      [2097, 2, '标准版', 'standard'],
      [2098, 3, '高级版', 'advanced'],
    ] as const
  ).map(([id, order, name, plan]) =>
    page(id, 2095, order, name, plan, `domain/deploy/${plan}`, `domain:deploy:${plan}`, 'form'),
  ),
];

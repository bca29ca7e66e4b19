import { crudButtons, type MenuSpec } from './menu-row';

// Content areas of product spec §1. Directory/page ids start at 2000, button ids at 3000.
// The first path segment and the component folder are the spec's page areas ("konwledge" is
// spelled as in the spec's routes).
let nextButton = 3000;
function buttons(prefix: string, label: string, extra: ReadonlyArray<readonly [string, string]> = []) {
  const list = crudButtons(nextButton, prefix, label, extra);
  nextButton += list.length;
  return list;
}
// Several areas reuse page paths (product, list...), so names come from the component path.
function routeNameOf(component: string): string {
  return component
    .split('/')
    .filter((part) => part !== 'index')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
const exp = (label: string) => [['export', `${label}导出`]] as const;

function page(
  id: number,
  parentId: number,
  order: number,
  name: string,
  path: string,
  component: string,
  perms: string,
  icon: string,
  extra: Partial<MenuSpec> = {},
): MenuSpec {
  return { id, parentId, order, name, type: 'C', path, component, perms, icon, routeName: routeNameOf(component), ...extra };
}

export const wcmMenus: MenuSpec[] = [
  // A top-level page (RuoYi "menu frame"): rendered as a Layout wrapper with one child.
  page(2000, 0, 1, '数据看板', 'dashboard', 'dashboard/index', 'dashboard:view', 'dashboard'),

  { id: 2010, parentId: 0, order: 2, name: '品牌管理', type: 'M', path: 'brand', icon: 'shopping' },
  page(2011, 2010, 1, '产品管理', 'product', 'brand/product/index', 'brand:product:list', 'goods', {
    buttons: buttons('brand:product', '产品', [['audit', '产品审核'], ...exp('产品')]),
  }),
  page(2012, 2010, 2, '产品分类', 'category', 'brand/category/index', 'brand:category:list', 'tree', { buttons: buttons('brand:category', '分类') }),
  page(2013, 2010, 3, '新增产品', 'prodEdit', 'brand/prodEdit/index', 'brand:product:add', 'edit', { hidden: true }),
  page(2014, 2010, 4, '解决方案', 'solution', 'brand/solution/index', 'brand:solution:list', 'documentation', { buttons: buttons('brand:solution', '方案') }),

  { id: 2020, parentId: 0, order: 3, name: '草稿箱', type: 'M', path: 'drafts', icon: 'draft' },
  page(2021, 2020, 1, '产品草稿', 'product', 'drafts/product/index', 'drafts:product:list', 'goods', { buttons: buttons('drafts:product', '草稿') }),

  { id: 2030, parentId: 0, order: 4, name: '知识中心', type: 'M', path: 'konwledge', icon: 'education' },
  page(2031, 2030, 1, '新闻资讯', 'article', 'konwledge/article/index', 'konwledge:article:list', 'documentation', { buttons: buttons('konwledge:article', '文章', [['publish', '文章发布']]) }),
  page(2032, 2030, 2, '文章草稿', 'draft', 'konwledge/draft/index', 'konwledge:draft:list', 'draft', { buttons: buttons('konwledge:draft', '草稿') }),
  page(2033, 2030, 3, '发布记录', 'list', 'konwledge/list/index', 'konwledge:list:list', 'list', { hidden: true }),
  page(2034, 2030, 4, '常见问题', 'faq', 'konwledge/faq/index', 'konwledge:faq:list', 'question', { buttons: buttons('konwledge:faq', '问题') }),
  page(2035, 2030, 5, '资质证书', 'certificate', 'konwledge/certificate/index', 'konwledge:certificate:list', 'star', { buttons: buttons('konwledge:certificate', '证书') }),

  { id: 2040, parentId: 0, order: 5, name: '成功案例', type: 'M', path: 'success', icon: 'example' },
  page(2041, 2040, 1, '案例管理', 'case', 'success/case/index', 'success:case:list', 'example', { buttons: buttons('success:case', '案例') }),

  { id: 2050, parentId: 0, order: 6, name: '商机互动', type: 'M', path: 'business', icon: 'peoples' },
  page(2051, 2050, 1, '关注者', 'follower', 'business/follower/index', 'business:follower:list', 'people', { buttons: buttons('business:follower', '关注者', exp('关注者')) }),
  page(2052, 2050, 2, '评论管理', 'comment', 'business/comment/index', 'business:comment:list', 'message', { buttons: buttons('business:comment', '评论', [['audit', '评论审核']]) }),
  page(2053, 2050, 3, '资料库', 'library', 'business/library/index', 'business:library:list', 'zip', { buttons: buttons('business:library', '资料') }),
  page(2054, 2050, 4, '下载申请', 'download', 'business/download/index', 'business:download:list', 'download', { buttons: buttons('business:download', '申请', [['audit', '申请审核']]) }),

  { id: 2060, parentId: 0, order: 7, name: '询盘报价', type: 'M', path: 'quotation', icon: 'money' },
  page(2061, 2060, 1, '商机列表', 'rfq', 'quotation/rfq/index', 'quotation:rfq:list', 'list', { buttons: buttons('quotation:rfq', '询盘', exp('询盘')) }),

  { id: 2070, parentId: 0, order: 8, name: '企业信息', type: 'M', path: 'factory', icon: 'company' },
  page(2071, 2070, 1, '品牌与公司信息', 'info', 'factory/info/index', 'factory:info:list', 'international', { buttons: buttons('factory:info', '信息') }),
  page(2072, 2070, 2, '员工管理', 'employee', 'factory/employee/index', 'factory:employee:list', 'user', { buttons: buttons('factory:employee', '员工') }),
  page(2073, 2070, 3, '服务商', 'provider', 'factory/provider/index', 'factory:provider:list', 'guide', { buttons: buttons('factory:provider', '服务商') }),
  page(2074, 2070, 4, '股权列表', 'equity', 'factory/equity/index', 'factory:equity:list', 'chart', { buttons: buttons('factory:equity', '股权') }),
  page(2075, 2070, 5, '客服联系人', 'service', 'factory/service/index', 'factory:service:list', 'phone', { buttons: buttons('factory:service', '客服') }),

  { id: 2080, parentId: 0, order: 9, name: '网站装修', type: 'M', path: 'site', icon: 'build' },
  page(2081, 2080, 1, '轮播图', 'banner', 'site/banner/index', 'site:banner:list', 'image', { buttons: buttons('site:banner', '轮播图') }),
  page(2082, 2080, 2, '首页背景图', 'background', 'site/background/index', 'site:background:list', 'image', { buttons: buttons('site:background', '背景图') }),
  page(2083, 2080, 3, '页面管理', 'page', 'site/page/index', 'site:page:list', 'documentation', { buttons: buttons('site:page', '页面') }),
  page(2084, 2080, 4, '底部导航', 'navigation', 'site/navigation/index', 'site:navigation:list', 'nested', { buttons: buttons('site:navigation', '导航') }),
  page(2085, 2080, 5, '配色方案', 'color', 'site/color/index', 'site:color:list', 'color', { buttons: buttons('site:color', '配色') }),
  page(2086, 2080, 6, '网站统计', 'statistics', 'site/statistics/index', 'site:statistics:list', 'chart'),

  { id: 2090, parentId: 0, order: 10, name: '域名部署', type: 'M', path: 'domain', icon: 'link' },
  page(2091, 2090, 1, '域名与SSL设置', 'setting', 'domain/setting/index', 'domain:setting:list', 'lock', { buttons: buttons('domain:setting', '域名', [['upload', '证书上传']]) }),
  page(2092, 2090, 2, '自定义域名', 'custom', 'domain/custom/index', 'domain:custom:list', 'link', { buttons: buttons('domain:custom', '自定义域名') }),
  page(2093, 2090, 3, '域名管理', 'manage', 'domain/manage/index', 'domain:manage:list', 'list', { buttons: buttons('domain:manage', '域名管理') }),
  page(2094, 2090, 4, '域名变更记录', 'record', 'domain/record/index', 'domain:record:list', 'log'),
  { id: 2095, parentId: 2090, order: 5, name: '部署申请', type: 'M', path: 'deploy', icon: 'server', routeName: 'DomainDeploy' },
  page(2096, 2095, 1, '基础版', 'basic', 'domain/deploy/basic', 'domain:deploy:basic', 'form'),
  page(2097, 2095, 2, '标准版', 'standard', 'domain/deploy/standard', 'domain:deploy:standard', 'form'),
  page(2098, 2095, 3, '高级版', 'advanced', 'domain/deploy/advanced', 'domain:deploy:advanced', 'form'),
];

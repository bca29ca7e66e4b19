import type { MenuSpec } from './menu-row';
import { buttonAllocator, directory, exp, page } from './wcm-menu-helpers';

// The first path segment and the component folder are the spec's page areas ("konwledge" is
// spelled as in the spec's routes).
const buttons = buttonAllocator(3000);

const brand = directory(
  { id: 2010, order: 2, name: '品牌管理', path: 'brand', icon: 'shopping' },
  buttons,
);
const drafts = directory(
  { id: 2020, order: 3, name: '草稿箱', path: 'drafts', icon: 'draft' },
  buttons,
);
const knowledge = directory(
  { id: 2030, order: 4, name: '知识中心', path: 'konwledge', icon: 'education' },
  buttons,
);
const success = directory(
  { id: 2040, order: 5, name: '成功案例', path: 'success', icon: 'example' },
  buttons,
);
const business = directory(
  { id: 2050, order: 6, name: '商机互动', path: 'business', icon: 'peoples' },
  buttons,
);
const quotation = directory(
  { id: 2060, order: 7, name: '询盘报价', path: 'quotation', icon: 'money' },
  buttons,
);

export const wcmContentMenus: MenuSpec[] = [
  // A top-level page (RuoYi "menu frame"): rendered as a Layout wrapper with one child.
  page(2000, 0, 1, '数据看板', 'dashboard', 'dashboard/index', 'dashboard:view', 'dashboard'),

  brand.spec,
  brand.page(2011, 1, '产品管理', 'product', 'goods', {
    buttons: brand.buttons('product', '产品', [['audit', '产品审核'], ...exp('产品')]),
  }),
  brand.page(2012, 2, '产品分类', 'category', 'tree', {
    buttons: brand.buttons('category', '分类'),
  }),
  // The product form: opened from the list, guarded by the add permission.
  page(2013, 2010, 3, '新增产品', 'prodEdit', 'brand/prodEdit/index', 'brand:product:add', 'edit', {
    hidden: true,
  }),
  brand.page(2014, 4, '解决方案', 'solution', 'documentation', {
    buttons: [
      ...brand.buttons('solution', '方案'),
      // Export and publish came with the knowledge centre (issue 13; seed/knowledge.ts adds
      // them to older databases).
      [3130, 'brand:solution:export', '方案导出'],
      [3131, 'brand:solution:publish', '方案发布'],
    ],
  }),

  drafts.spec,
  drafts.page(2021, 1, '产品草稿', 'product', 'goods', {
    buttons: drafts.buttons('product', '草稿'),
  }),

  knowledge.spec,
  knowledge.page(2031, 1, '新闻资讯', 'article', 'documentation', {
    buttons: [
      ...knowledge.buttons('article', '文章', [['publish', '文章发布']]),
      [3132, 'konwledge:article:export', '文章导出'],
    ],
  }),
  knowledge.page(2032, 2, '文章草稿', 'draft', 'draft', {
    buttons: knowledge.buttons('draft', '草稿'),
  }),
  knowledge.page(2033, 3, '发布记录', 'list', 'list', {
    hidden: true,
    buttons: [[3133, 'konwledge:list:export', '文章导出']],
  }),
  knowledge.page(2034, 4, '常见问题', 'faq', 'question', {
    buttons: [...knowledge.buttons('faq', '问题'), [3134, 'konwledge:faq:export', '问题导出']],
  }),
  knowledge.page(2035, 5, '资质证书', 'certificate', 'star', {
    buttons: [
      ...knowledge.buttons('certificate', '证书'),
      [3135, 'konwledge:certificate:export', '证书导出'],
    ],
  }),

  success.spec,
  success.page(2041, 1, '案例管理', 'case', 'example', {
    buttons: [
      ...success.buttons('case', '案例'),
      [3136, 'success:case:export', '案例导出'],
      [3137, 'success:case:publish', '案例发布'],
    ],
  }),

  business.spec,
  business.page(2051, 1, '关注者', 'follower', 'people', {
    buttons: business.buttons('follower', '关注者', exp('关注者')),
  }),
  business.page(2052, 2, '评论管理', 'comment', 'message', {
    buttons: business.buttons('comment', '评论', [['audit', '评论审核']]),
  }),
  business.page(2053, 3, '资料库', 'library', 'zip', {
    buttons: business.buttons('library', '资料'),
  }),
  business.page(2054, 4, '下载申请', 'download', 'download', {
    buttons: business.buttons('download', '申请', [['audit', '申请审核']]),
  }),

  quotation.spec,
  quotation.page(2061, 1, '商机列表', 'rfq', 'list', {
    buttons: quotation.buttons('rfq', '询盘', exp('询盘')),
  }),
];

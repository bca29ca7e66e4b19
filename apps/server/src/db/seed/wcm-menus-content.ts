import type { MenuSpec } from './menu-row';
import { buttonAllocator, exp, page } from './wcm-menu-helpers';

// The first path segment and the component folder are the spec's page areas ("konwledge" is
// spelled as in the spec's routes).
const buttons = buttonAllocator(3000);

export const wcmContentMenus: MenuSpec[] = [
  // A top-level page (RuoYi "menu frame"): rendered as a Layout wrapper with one child.
  page(2000, 0, 1, '数据看板', 'dashboard', 'dashboard/index', 'dashboard:view', 'dashboard'),

  { id: 2010, parentId: 0, order: 2, name: '品牌管理', type: 'M', path: 'brand', icon: 'shopping' },
  page(2011, 2010, 1, '产品管理', 'product', 'brand/product/index', 'brand:product:list', 'goods', {
    buttons: buttons('brand:product', '产品', [['audit', '产品审核'], ...exp('产品')]),
  }),
  page(
    2012,
    2010,
    2,
    '产品分类',
    'category',
    'brand/category/index',
    'brand:category:list',
    'tree',
    { buttons: buttons('brand:category', '分类') },
  ),
  page(2013, 2010, 3, '新增产品', 'prodEdit', 'brand/prodEdit/index', 'brand:product:add', 'edit', {
    hidden: true,
  }),
  page(
    2014,
    2010,
    4,
    '解决方案',
    'solution',
    'brand/solution/index',
    'brand:solution:list',
    'documentation',
    {
      buttons: [
        ...buttons('brand:solution', '方案'),
        // Export and publish came with the knowledge centre (issue 13; seed/knowledge.ts adds
        // them to older databases).
        [3130, 'brand:solution:export', '方案导出'],
        [3131, 'brand:solution:publish', '方案发布'],
      ],
    },
  ),

  { id: 2020, parentId: 0, order: 3, name: '草稿箱', type: 'M', path: 'drafts', icon: 'draft' },
  page(
    2021,
    2020,
    1,
    '产品草稿',
    'product',
    'drafts/product/index',
    'drafts:product:list',
    'goods',
    { buttons: buttons('drafts:product', '草稿') },
  ),

  {
    id: 2030,
    parentId: 0,
    order: 4,
    name: '知识中心',
    type: 'M',
    path: 'konwledge',
    icon: 'education',
  },
  page(
    2031,
    2030,
    1,
    '新闻资讯',
    'article',
    'konwledge/article/index',
    'konwledge:article:list',
    'documentation',
    {
      buttons: [
        ...buttons('konwledge:article', '文章', [['publish', '文章发布']]),
        [3132, 'konwledge:article:export', '文章导出'],
      ],
    },
  ),
  page(
    2032,
    2030,
    2,
    '文章草稿',
    'draft',
    'konwledge/draft/index',
    'konwledge:draft:list',
    'draft',
    { buttons: buttons('konwledge:draft', '草稿') },
  ),
  page(2033, 2030, 3, '发布记录', 'list', 'konwledge/list/index', 'konwledge:list:list', 'list', {
    hidden: true,
    buttons: [[3133, 'konwledge:list:export', '文章导出']],
  }),
  page(2034, 2030, 4, '常见问题', 'faq', 'konwledge/faq/index', 'konwledge:faq:list', 'question', {
    buttons: [...buttons('konwledge:faq', '问题'), [3134, 'konwledge:faq:export', '问题导出']],
  }),
  page(
    2035,
    2030,
    5,
    '资质证书',
    'certificate',
    'konwledge/certificate/index',
    'konwledge:certificate:list',
    'star',
    {
      buttons: [
        ...buttons('konwledge:certificate', '证书'),
        [3135, 'konwledge:certificate:export', '证书导出'],
      ],
    },
  ),

  {
    id: 2040,
    parentId: 0,
    order: 5,
    name: '成功案例',
    type: 'M',
    path: 'success',
    icon: 'example',
  },
  page(2041, 2040, 1, '案例管理', 'case', 'success/case/index', 'success:case:list', 'example', {
    buttons: [
      ...buttons('success:case', '案例'),
      [3136, 'success:case:export', '案例导出'],
      [3137, 'success:case:publish', '案例发布'],
    ],
  }),

  {
    id: 2050,
    parentId: 0,
    order: 6,
    name: '商机互动',
    type: 'M',
    path: 'business',
    icon: 'peoples',
  },
  page(
    2051,
    2050,
    1,
    '关注者',
    'follower',
    'business/follower/index',
    'business:follower:list',
    'people',
    { buttons: buttons('business:follower', '关注者', exp('关注者')) },
  ),
  page(
    2052,
    2050,
    2,
    '评论管理',
    'comment',
    'business/comment/index',
    'business:comment:list',
    'message',
    { buttons: buttons('business:comment', '评论', [['audit', '评论审核']]) },
  ),
  page(
    2053,
    2050,
    3,
    '资料库',
    'library',
    'business/library/index',
    'business:library:list',
    'zip',
    { buttons: buttons('business:library', '资料') },
  ),
  page(
    2054,
    2050,
    4,
    '下载申请',
    'download',
    'business/download/index',
    'business:download:list',
    'download',
    { buttons: buttons('business:download', '申请', [['audit', '申请审核']]) },
  ),

  {
    id: 2060,
    parentId: 0,
    order: 7,
    name: '询盘报价',
    type: 'M',
    path: 'quotation',
    icon: 'money',
  },
  page(2061, 2060, 1, '商机列表', 'rfq', 'quotation/rfq/index', 'quotation:rfq:list', 'list', {
    buttons: buttons('quotation:rfq', '询盘', exp('询盘')),
  }),
];

import { crudButtons, type MenuSpec, page } from './menu-row';

// RuoYi's system/monitor/tool tree with its menu ids and permission strings (wire contract §6.3),
// without the external ruoyi.vip link and with the Druid page replaced by monitor/data (path
// `database`).
// Order numbers put these after the content areas.
const exp = (label: string) => [['export', `${label}导出`]] as const;

export const ruoyiMenus: MenuSpec[] = [
  { id: 1, parentId: 0, order: 20, name: '系统管理', type: 'M', path: 'system', icon: 'system' },
  { id: 2, parentId: 0, order: 21, name: '系统监控', type: 'M', path: 'monitor', icon: 'monitor' },
  { id: 3, parentId: 0, order: 22, name: '系统工具', type: 'M', path: 'tool', icon: 'tool' },
  page(100, 1, 1, '用户管理', 'user', 'system/user/index', 'system:user:list', 'user', {
    buttons: [
      ...crudButtons(1000, 'system:user', '用户', [...exp('用户'), ['import', '用户导入']]),
      [1006, 'system:user:resetPwd', '重置密码'],
    ],
  }),
  page(101, 1, 2, '角色管理', 'role', 'system/role/index', 'system:role:list', 'peoples', {
    buttons: crudButtons(1007, 'system:role', '角色', exp('角色')),
  }),
  page(102, 1, 3, '菜单管理', 'menu', 'system/menu/index', 'system:menu:list', 'tree-table', {
    buttons: crudButtons(1012, 'system:menu', '菜单'),
  }),
  page(103, 1, 4, '部门管理', 'dept', 'system/dept/index', 'system:dept:list', 'tree', {
    buttons: crudButtons(1016, 'system:dept', '部门'),
  }),
  page(104, 1, 5, '岗位管理', 'post', 'system/post/index', 'system:post:list', 'post', {
    buttons: crudButtons(1020, 'system:post', '岗位', exp('岗位')),
  }),
  page(105, 1, 6, '字典管理', 'dict', 'system/dict/index', 'system:dict:list', 'dict', {
    buttons: crudButtons(1025, 'system:dict', '字典', exp('字典')),
  }),
  page(106, 1, 7, '参数设置', 'config', 'system/config/index', 'system:config:list', 'edit', {
    buttons: crudButtons(1030, 'system:config', '参数', exp('参数')),
  }),
  page(107, 1, 8, '通知公告', 'notice', 'system/notice/index', 'system:notice:list', 'message', {
    buttons: crudButtons(1035, 'system:notice', '公告'),
  }),
  { id: 108, parentId: 1, order: 9, name: '日志管理', type: 'M', path: 'log', icon: 'log' },
  page(
    500,
    108,
    1,
    '操作日志',
    'operlog',
    'monitor/operlog/index',
    'monitor:operlog:list',
    'form',
    {
      buttons: [
        [1039, 'monitor:operlog:query', '操作查询'],
        [1040, 'monitor:operlog:remove', '操作删除'],
        [1041, 'monitor:operlog:export', '日志导出'],
      ],
    },
  ),
  page(
    501,
    108,
    2,
    '登录日志',
    'logininfor',
    'monitor/logininfor/index',
    'monitor:logininfor:list',
    'logininfor',
    {
      buttons: [
        [1042, 'monitor:logininfor:query', '登录查询'],
        [1043, 'monitor:logininfor:remove', '登录删除'],
        [1044, 'monitor:logininfor:export', '日志导出'],
        [1045, 'monitor:logininfor:unlock', '账户解锁'],
      ],
    },
  ),
  page(109, 2, 1, '在线用户', 'online', 'monitor/online/index', 'monitor:online:list', 'online', {
    buttons: [
      [1046, 'monitor:online:query', '在线查询'],
      [1047, 'monitor:online:batchLogout', '批量强退'],
      [1048, 'monitor:online:forceLogout', '单条强退'],
    ],
  }),
  page(110, 2, 2, '定时任务', 'job', 'monitor/job/index', 'monitor:job:list', 'job', {
    buttons: [
      ...crudButtons(1049, 'monitor:job', '任务'),
      [1053, 'monitor:job:changeStatus', '状态修改'],
      [1054, 'monitor:job:export', '任务导出'],
    ],
  }),
  {
    id: 111,
    parentId: 2,
    order: 3,
    name: '数据监控',
    type: 'C',
    // Not 'data': its route name 'Data' would replace RuoYi clients' hidden dictionary-data route.
    path: 'database',
    routeName: 'MonitorDatabase',
    component: 'monitor/data/index',
    perms: 'monitor:data:list',
    icon: 'druid',
  },
  page(112, 2, 4, '服务监控', 'server', 'monitor/server/index', 'monitor:server:list', 'server'),
  page(113, 2, 5, '缓存监控', 'cache', 'monitor/cache/index', 'monitor:cache:list', 'redis'),
  page(
    114,
    2,
    6,
    '缓存列表',
    'cacheList',
    'monitor/cache/list',
    'monitor:cache:list',
    'redis-list',
    {
      // Not in RuoYi (which lets anyone who sees the list clear it): clearing is its own right.
      buttons: [[1061, 'monitor:cache:remove', '缓存删除']],
    },
  ),
  page(115, 3, 1, '表单构建', 'build', 'tool/build/index', 'tool:build:list', 'build'),
  page(116, 3, 2, '代码生成', 'gen', 'tool/gen/index', 'tool:gen:list', 'code', {
    buttons: [
      [1055, 'tool:gen:query', '生成查询'],
      [1056, 'tool:gen:edit', '生成修改'],
      [1057, 'tool:gen:remove', '生成删除'],
      [1058, 'tool:gen:import', '导入代码'],
      [1059, 'tool:gen:preview', '预览代码'],
      [1060, 'tool:gen:code', '生成代码'],
    ],
  }),
  page(117, 3, 3, '系统接口', 'swagger', 'tool/swagger/index', 'tool:swagger:list', 'swagger'),
];

import { crudButtons, type MenuSpec } from './menu-row';

// RuoYi's system/monitor/tool tree with its menu ids and permission strings (wire contract §6.3),
// without the external ruoyi.vip link and with the Druid page replaced by monitor/data.
// Order numbers put these after the content areas.
const exp = (label: string) => [['export', `${label}导出`]] as const;

export const ruoyiMenus: MenuSpec[] = [
  { id: 1, parentId: 0, order: 20, name: '系统管理', type: 'M', path: 'system', icon: 'system' },
  { id: 2, parentId: 0, order: 21, name: '系统监控', type: 'M', path: 'monitor', icon: 'monitor' },
  { id: 3, parentId: 0, order: 22, name: '系统工具', type: 'M', path: 'tool', icon: 'tool' },
  {
    id: 100, parentId: 1, order: 1, name: '用户管理', type: 'C', path: 'user', component: 'system/user/index',
    perms: 'system:user:list', icon: 'user',
    buttons: [
      ...crudButtons(1000, 'system:user', '用户', [...exp('用户'), ['import', '用户导入']]),
      [1006, 'system:user:resetPwd', '重置密码'],
    ],
  },
  { id: 101, parentId: 1, order: 2, name: '角色管理', type: 'C', path: 'role', component: 'system/role/index', perms: 'system:role:list', icon: 'peoples', buttons: crudButtons(1007, 'system:role', '角色', exp('角色')) },
  { id: 102, parentId: 1, order: 3, name: '菜单管理', type: 'C', path: 'menu', component: 'system/menu/index', perms: 'system:menu:list', icon: 'tree-table', buttons: crudButtons(1012, 'system:menu', '菜单') },
  { id: 103, parentId: 1, order: 4, name: '部门管理', type: 'C', path: 'dept', component: 'system/dept/index', perms: 'system:dept:list', icon: 'tree', buttons: crudButtons(1016, 'system:dept', '部门') },
  { id: 104, parentId: 1, order: 5, name: '岗位管理', type: 'C', path: 'post', component: 'system/post/index', perms: 'system:post:list', icon: 'post', buttons: crudButtons(1020, 'system:post', '岗位', exp('岗位')) },
  { id: 105, parentId: 1, order: 6, name: '字典管理', type: 'C', path: 'dict', component: 'system/dict/index', perms: 'system:dict:list', icon: 'dict', buttons: crudButtons(1025, 'system:dict', '字典', exp('字典')) },
  { id: 106, parentId: 1, order: 7, name: '参数设置', type: 'C', path: 'config', component: 'system/config/index', perms: 'system:config:list', icon: 'edit', buttons: crudButtons(1030, 'system:config', '参数', exp('参数')) },
  { id: 107, parentId: 1, order: 8, name: '通知公告', type: 'C', path: 'notice', component: 'system/notice/index', perms: 'system:notice:list', icon: 'message', buttons: crudButtons(1035, 'system:notice', '公告') },
  { id: 108, parentId: 1, order: 9, name: '日志管理', type: 'M', path: 'log', icon: 'log' },
  {
    id: 500, parentId: 108, order: 1, name: '操作日志', type: 'C', path: 'operlog', component: 'monitor/operlog/index', perms: 'monitor:operlog:list', icon: 'form',
    buttons: [[1039, 'monitor:operlog:query', '操作查询'], [1040, 'monitor:operlog:remove', '操作删除'], [1041, 'monitor:operlog:export', '日志导出']],
  },
  {
    id: 501, parentId: 108, order: 2, name: '登录日志', type: 'C', path: 'logininfor', component: 'monitor/logininfor/index', perms: 'monitor:logininfor:list', icon: 'logininfor',
    buttons: [[1042, 'monitor:logininfor:query', '登录查询'], [1043, 'monitor:logininfor:remove', '登录删除'], [1044, 'monitor:logininfor:export', '日志导出'], [1045, 'monitor:logininfor:unlock', '账户解锁']],
  },
  {
    id: 109, parentId: 2, order: 1, name: '在线用户', type: 'C', path: 'online', component: 'monitor/online/index', perms: 'monitor:online:list', icon: 'online',
    buttons: [[1046, 'monitor:online:query', '在线查询'], [1047, 'monitor:online:batchLogout', '批量强退'], [1048, 'monitor:online:forceLogout', '单条强退']],
  },
  {
    id: 110, parentId: 2, order: 2, name: '定时任务', type: 'C', path: 'job', component: 'monitor/job/index', perms: 'monitor:job:list', icon: 'job',
    buttons: [...crudButtons(1049, 'monitor:job', '任务'), [1053, 'monitor:job:changeStatus', '状态修改'], [1054, 'monitor:job:export', '任务导出']],
  },
  { id: 111, parentId: 2, order: 3, name: '数据监控', type: 'C', path: 'data', component: 'monitor/data/index', perms: 'monitor:data:list', icon: 'druid' },
  { id: 112, parentId: 2, order: 4, name: '服务监控', type: 'C', path: 'server', component: 'monitor/server/index', perms: 'monitor:server:list', icon: 'server' },
  { id: 113, parentId: 2, order: 5, name: '缓存监控', type: 'C', path: 'cache', component: 'monitor/cache/index', perms: 'monitor:cache:list', icon: 'redis' },
  { id: 114, parentId: 2, order: 6, name: '缓存列表', type: 'C', path: 'cacheList', component: 'monitor/cache/list', perms: 'monitor:cache:list', icon: 'redis-list' },
  { id: 115, parentId: 3, order: 1, name: '表单构建', type: 'C', path: 'build', component: 'tool/build/index', perms: 'tool:build:list', icon: 'build' },
  {
    id: 116, parentId: 3, order: 2, name: '代码生成', type: 'C', path: 'gen', component: 'tool/gen/index', perms: 'tool:gen:list', icon: 'code',
    buttons: [[1055, 'tool:gen:query', '生成查询'], [1056, 'tool:gen:edit', '生成修改'], [1057, 'tool:gen:remove', '生成删除'], [1058, 'tool:gen:import', '导入代码'], [1059, 'tool:gen:preview', '预览代码'], [1060, 'tool:gen:code', '生成代码']],
  },
  { id: 117, parentId: 3, order: 3, name: '系统接口', type: 'C', path: 'swagger', component: 'tool/swagger/index', perms: 'tool:swagger:list', icon: 'swagger' },
];

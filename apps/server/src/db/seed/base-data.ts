import type { sysConfig, sysDept, sysDictData, sysDictType, sysPost, sysRole } from '../schema';

// Seed rows of RuoYi's ry_*.sql (wire contract §6), kept as data.
const dept = (
  deptId: number,
  parentId: number,
  ancestors: string,
  deptName: string,
  orderNum: number,
) => ({
  deptId,
  parentId,
  ancestors,
  deptName,
  orderNum,
  leader: '若依',
  phone: '15888888888',
  email: 'ry@qq.com',
  status: '0',
  delFlag: '0',
  createBy: 'admin',
});

export const depts: Array<typeof sysDept.$inferInsert> = [
  dept(100, 0, '0', '若依科技', 0),
  dept(101, 100, '0,100', '深圳总公司', 1),
  dept(102, 100, '0,100', '长沙分公司', 2),
  dept(103, 101, '0,100,101', '研发部门', 1),
  dept(104, 101, '0,100,101', '市场部门', 2),
  dept(105, 101, '0,100,101', '测试部门', 3),
  dept(106, 101, '0,100,101', '财务部门', 4),
  dept(107, 101, '0,100,101', '运维部门', 5),
  dept(108, 102, '0,100,102', '市场部门', 1),
  dept(109, 102, '0,100,102', '财务部门', 2),
];

export const roles: Array<typeof sysRole.$inferInsert> = [
  {
    roleId: 1,
    roleName: '超级管理员',
    roleKey: 'admin',
    roleSort: 1,
    dataScope: '1',
    status: '0',
    createBy: 'admin',
    remark: '超级管理员',
  },
  {
    roleId: 2,
    roleName: '普通角色',
    roleKey: 'common',
    roleSort: 2,
    dataScope: '2',
    status: '0',
    createBy: 'admin',
    remark: '普通角色',
  },
];

export const posts: Array<typeof sysPost.$inferInsert> = [
  { postId: 1, postCode: 'ceo', postName: '董事长', postSort: 1, status: '0', createBy: 'admin' },
  { postId: 2, postCode: 'se', postName: '项目经理', postSort: 2, status: '0', createBy: 'admin' },
  { postId: 3, postCode: 'hr', postName: '人力资源', postSort: 3, status: '0', createBy: 'admin' },
  {
    postId: 4,
    postCode: 'user',
    postName: '普通员工',
    postSort: 4,
    status: '0',
    createBy: 'admin',
  },
];

const dictTypeRows: Array<[number, string, string, string]> = [
  [1, '用户性别', 'sys_user_sex', '用户性别列表'],
  [2, '菜单状态', 'sys_show_hide', '菜单状态列表'],
  [3, '系统开关', 'sys_normal_disable', '系统开关列表'],
  [4, '任务状态', 'sys_job_status', '任务状态列表'],
  [5, '任务分组', 'sys_job_group', '任务分组列表'],
  [6, '系统是否', 'sys_yes_no', '系统是否列表'],
  [7, '通知类型', 'sys_notice_type', '通知类型列表'],
  [8, '通知状态', 'sys_notice_status', '通知状态列表'],
  [9, '操作类型', 'sys_oper_type', '操作类型列表'],
  [10, '系统状态', 'sys_common_status', '登录状态列表'],
];
export const dictTypes: Array<typeof sysDictType.$inferInsert> = dictTypeRows.map(
  ([dictId, dictName, dictType, remark]) => ({
    dictId,
    dictName,
    dictType,
    remark,
    status: '0',
    createBy: 'admin',
  }),
);

// [code, type, sort, zh-CN label, value, list class, default, English label, French label]
type DictDataRow = [number, string, number, string, string, string, 'Y' | 'N', string, string];
const dictDataRows: DictDataRow[] = [
  [1, 'sys_user_sex', 1, '男', '0', '', 'Y', 'Male', 'Homme'],
  [2, 'sys_user_sex', 2, '女', '1', '', 'N', 'Female', 'Femme'],
  [3, 'sys_user_sex', 3, '未知', '2', '', 'N', 'Unknown', 'Inconnu'],
  [4, 'sys_show_hide', 1, '显示', '0', 'primary', 'Y', 'Shown', 'Affiché'],
  [5, 'sys_show_hide', 2, '隐藏', '1', 'danger', 'N', 'Hidden', 'Masqué'],
  [6, 'sys_normal_disable', 1, '正常', '0', 'primary', 'Y', 'Normal', 'Normal'],
  [7, 'sys_normal_disable', 2, '停用', '1', 'danger', 'N', 'Disabled', 'Désactivé'],
  [8, 'sys_job_status', 1, '正常', '0', 'primary', 'Y', 'Normal', 'Normal'],
  [9, 'sys_job_status', 2, '暂停', '1', 'danger', 'N', 'Paused', 'En pause'],
  [10, 'sys_job_group', 1, '默认', 'DEFAULT', '', 'Y', 'Default', 'Par défaut'],
  [11, 'sys_job_group', 2, '系统', 'SYSTEM', '', 'N', 'System', 'Système'],
  [12, 'sys_yes_no', 1, '是', 'Y', 'primary', 'Y', 'Yes', 'Oui'],
  [13, 'sys_yes_no', 2, '否', 'N', 'danger', 'N', 'No', 'Non'],
  [14, 'sys_notice_type', 1, '通知', '1', 'warning', 'Y', 'Notification', 'Notification'],
  [15, 'sys_notice_type', 2, '公告', '2', 'success', 'N', 'Announcement', 'Annonce'],
  [16, 'sys_notice_status', 1, '正常', '0', 'primary', 'Y', 'Normal', 'Normal'],
  [17, 'sys_notice_status', 2, '关闭', '1', 'danger', 'N', 'Closed', 'Fermé'],
  [18, 'sys_oper_type', 99, '其他', '0', 'info', 'N', 'Other', 'Autre'],
  [19, 'sys_oper_type', 1, '新增', '1', 'info', 'N', 'Add', 'Ajout'],
  [20, 'sys_oper_type', 2, '修改', '2', 'info', 'N', 'Edit', 'Modification'],
  [21, 'sys_oper_type', 3, '删除', '3', 'danger', 'N', 'Delete', 'Suppression'],
  [22, 'sys_oper_type', 4, '授权', '4', 'primary', 'N', 'Grant', 'Autorisation'],
  [23, 'sys_oper_type', 5, '导出', '5', 'warning', 'N', 'Export', 'Export'],
  [24, 'sys_oper_type', 6, '导入', '6', 'warning', 'N', 'Import', 'Import'],
  [25, 'sys_oper_type', 7, '强退', '7', 'danger', 'N', 'Force sign-out', 'Déconnexion forcée'],
  [26, 'sys_oper_type', 8, '生成代码', '8', 'warning', 'N', 'Generate code', 'Génération de code'],
  [27, 'sys_oper_type', 9, '清空数据', '9', 'danger', 'N', 'Clear data', 'Vidage des données'],
  [28, 'sys_common_status', 1, '成功', '0', 'primary', 'N', 'Success', 'Succès'],
  [29, 'sys_common_status', 2, '失败', '1', 'danger', 'N', 'Failure', 'Échec'],
];
export const dictData: Array<typeof sysDictData.$inferInsert> = dictDataRows.map(
  ([dictCode, dictType, dictSort, dictLabel, dictValue, listClass, isDefault, en, fr]) => ({
    dictCode,
    dictType,
    dictSort,
    dictLabel,
    dictLabelEn: en,
    dictLabelFr: fr,
    dictValue,
    listClass,
    isDefault,
    cssClass: '',
    status: '0',
    createBy: 'admin',
  }),
);

const configRows: Array<[number, string, string, string, string]> = [
  [
    1,
    '主框架页-默认皮肤样式名称',
    'sys.index.skinName',
    'skin-blue',
    '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
  ],
  [2, '用户管理-账号初始密码', 'sys.user.initPassword', '123456', '初始化密码 123456'],
  [
    3,
    '主框架页-侧边栏主题',
    'sys.index.sideTheme',
    'theme-dark',
    '深色主题theme-dark，浅色主题theme-light',
  ],
  [
    4,
    '账号自助-验证码开关',
    'sys.account.captchaEnabled',
    'true',
    '是否开启验证码功能（true开启，false关闭）',
  ],
  [
    5,
    '账号自助-是否开启用户注册功能',
    'sys.account.registerUser',
    'false',
    '是否开启注册用户功能（true开启，false关闭）',
  ],
  [
    6,
    '用户登录-黑名单列表',
    'sys.login.blackIPList',
    '',
    '设置登录IP黑名单限制，多个匹配项以;分隔，支持匹配（*通配、网段）',
  ],
  [
    7,
    '用户管理-初始密码修改策略',
    'sys.account.initPasswordModify',
    '1',
    '0：初始密码修改策略关闭，没有任何提示，1：提醒用户，如果未修改初始密码，则在登录时就会提醒修改密码对话框',
  ],
  [
    8,
    '用户管理-账号密码更新周期',
    'sys.account.passwordValidateDays',
    '0',
    '密码更新周期（填写数字，数据初始化值为0不限制，若修改必须为大于0小于365的正整数），如果超过这个周期登录系统时，则在登录时就会提醒修改密码对话框',
  ],
  [
    9,
    '用户管理-密码字符范围',
    'sys.account.chrtype',
    '0',
    '默认任意字符范围，0任意（密码可以输入任意字符），1数字（密码只能为0-9数字），2英文字母（密码只能为a-z和A-Z字母），3字母和数字（密码必须包含字母，数字）,4字母数字和特殊字符（目前支持的特殊字符包括：~!@#$%^&*()-=_+）',
  ],
];
export const configs: Array<typeof sysConfig.$inferInsert> = configRows.map(
  ([configId, configName, configKey, configValue, remark]) => ({
    configId,
    configName,
    configKey,
    configValue,
    remark,
    configType: 'Y',
    createBy: 'admin',
  }),
);

import type { Entry } from './messages';

/** Server messages of the admin area (keys prefixed `admin.`), in zh-CN, en and fr. */
export const adminMessages = {
  'admin.menu.addNameExists': {
    'zh-CN': "新增菜单'{0}'失败，菜单名称已存在",
    en: "Could not add menu '{0}': the name already exists",
    fr: "Impossible d'ajouter le menu « {0} » : ce nom existe déjà",
  },
  'admin.menu.editNameExists': {
    'zh-CN': "修改菜单'{0}'失败，菜单名称已存在",
    en: "Could not update menu '{0}': the name already exists",
    fr: 'Impossible de modifier le menu « {0} » : ce nom existe déjà',
  },
  'admin.menu.addHttp': {
    'zh-CN': "新增菜单'{0}'失败，地址必须以http(s)://开头",
    en: "Could not add menu '{0}': the address must start with http(s)://",
    fr: "Impossible d'ajouter le menu « {0} » : l'adresse doit commencer par http(s)://",
  },
  'admin.menu.editHttp': {
    'zh-CN': "修改菜单'{0}'失败，地址必须以http(s)://开头",
    en: "Could not update menu '{0}': the address must start with http(s)://",
    fr: "Impossible de modifier le menu « {0} » : l'adresse doit commencer par http(s)://",
  },
  'admin.menu.addRouteExists': {
    'zh-CN': "新增菜单'{0}'失败，路由名称或地址已存在",
    en: "Could not add menu '{0}': the route name or path already exists",
    fr: "Impossible d'ajouter le menu « {0} » : le nom ou le chemin de route existe déjà",
  },
  'admin.menu.editRouteExists': {
    'zh-CN': "修改菜单'{0}'失败，路由名称或地址已存在",
    en: "Could not update menu '{0}': the route name or path already exists",
    fr: 'Impossible de modifier le menu « {0} » : le nom ou le chemin de route existe déjà',
  },
  'admin.menu.parentSelf': {
    'zh-CN': "修改菜单'{0}'失败，上级菜单不能选择自己",
    en: "Could not update menu '{0}': a menu cannot be its own parent",
    fr: 'Impossible de modifier le menu « {0} » : un menu ne peut pas être son propre parent',
  },
  'admin.menu.parentDescendant': {
    'zh-CN': "修改菜单'{0}'失败，上级菜单不能选择其下级菜单",
    en: "Could not update menu '{0}': the parent cannot be one of its sub-menus",
    fr: "Impossible de modifier le menu « {0} » : le parent ne peut pas être l'un de ses sous-menus",
  },
  'admin.menu.parentMissing': {
    'zh-CN': '上级菜单不存在',
    en: 'The parent menu does not exist',
    fr: "Le menu parent n'existe pas",
  },
  'admin.menu.hasChildren': {
    'zh-CN': '存在子菜单,不允许删除',
    en: 'The menu has sub-menus and cannot be deleted',
    fr: 'Le menu a des sous-menus et ne peut pas être supprimé',
  },
  'admin.menu.assigned': {
    'zh-CN': '菜单已分配,不允许删除',
    en: 'The menu is assigned to a role and cannot be deleted',
    fr: 'Le menu est attribué à un rôle et ne peut pas être supprimé',
  },
  'admin.sort.mismatch': {
    'zh-CN': '排序参数数量不一致',
    en: 'The ids and order numbers do not match',
    fr: 'Les identifiants et les numéros d’ordre ne correspondent pas',
  },
  'admin.dict.addExists': {
    'zh-CN': "新增字典'{0}'失败，字典类型已存在",
    en: "Could not add dictionary '{0}': the dictionary type already exists",
    fr: "Impossible d'ajouter le dictionnaire « {0} » : ce type existe déjà",
  },
  'admin.dict.editExists': {
    'zh-CN': "修改字典'{0}'失败，字典类型已存在",
    en: "Could not update dictionary '{0}': the dictionary type already exists",
    fr: 'Impossible de modifier le dictionnaire « {0} » : ce type existe déjà',
  },
  'admin.dict.assigned': {
    'zh-CN': '{0}已分配,不能删除',
    en: '{0} still has entries and cannot be deleted',
    fr: '{0} contient encore des entrées et ne peut pas être supprimé',
  },
  'admin.config.addExists': {
    'zh-CN': "新增参数'{0}'失败，参数键名已存在",
    en: "Could not add parameter '{0}': the key already exists",
    fr: "Impossible d'ajouter le paramètre « {0} » : cette clé existe déjà",
  },
  'admin.config.editExists': {
    'zh-CN': "修改参数'{0}'失败，参数键名已存在",
    en: "Could not update parameter '{0}': the key already exists",
    fr: 'Impossible de modifier le paramètre « {0} » : cette clé existe déjà',
  },
  'admin.config.builtin': {
    'zh-CN': '内置参数【{0}】不能删除 ',
    en: 'Built-in parameter [{0}] cannot be deleted',
    fr: 'Le paramètre intégré [{0}] ne peut pas être supprimé',
  },
  'admin.config.builtinKey': {
    'zh-CN': '内置参数【{0}】不能修改键名或类型',
    en: 'The key or type of built-in parameter [{0}] cannot be changed',
    fr: 'La clé ou le type du paramètre intégré [{0}] ne peut pas être modifié',
  },
  'admin.notice.titleScript': {
    'zh-CN': '公告标题不能包含脚本字符',
    en: 'The notice title cannot contain markup',
    fr: "Le titre de l'annonce ne peut pas contenir de balises",
  },
} satisfies Record<string, Entry>;

import type { Entry } from './messages';

// zh-CN texts are RuoYi's (SysUserController, SysRoleController, SysDeptController, …) so
// RuoYi clients see the same messages; en and fr are ours.

/** Server messages of the org area (keys prefixed `org.`), in zh-CN, en and fr. */
export const orgMessages = {
  'org.user.nameExists.add': {
    'zh-CN': "新增用户'{0}'失败，登录账号已存在",
    en: "Could not add user '{0}': the account name already exists",
    fr: "Impossible d'ajouter l'utilisateur « {0} » : le nom de compte existe déjà",
  },
  'org.user.phoneExists.add': {
    'zh-CN': "新增用户'{0}'失败，手机号码已存在",
    en: "Could not add user '{0}': the phone number is already in use",
    fr: "Impossible d'ajouter l'utilisateur « {0} » : le numéro de téléphone est déjà utilisé",
  },
  'org.user.emailExists.add': {
    'zh-CN': "新增用户'{0}'失败，邮箱账号已存在",
    en: "Could not add user '{0}': the email address is already in use",
    fr: "Impossible d'ajouter l'utilisateur « {0} » : l'adresse e-mail est déjà utilisée",
  },
  'org.user.nameExists.edit': {
    'zh-CN': "修改用户'{0}'失败，登录账号已存在",
    en: "Could not update user '{0}': the account name already exists",
    fr: "Impossible de modifier l'utilisateur « {0} » : le nom de compte existe déjà",
  },
  'org.user.phoneExists.edit': {
    'zh-CN': "修改用户'{0}'失败，手机号码已存在",
    en: "Could not update user '{0}': the phone number is already in use",
    fr: "Impossible de modifier l'utilisateur « {0} » : le numéro de téléphone est déjà utilisé",
  },
  'org.user.emailExists.edit': {
    'zh-CN': "修改用户'{0}'失败，邮箱账号已存在",
    en: "Could not update user '{0}': the email address is already in use",
    fr: "Impossible de modifier l'utilisateur « {0} » : l'adresse e-mail est déjà utilisée",
  },
  'org.user.adminProtected': {
    'zh-CN': '不允许操作超级管理员用户',
    en: 'The super administrator account cannot be changed',
    fr: 'Le compte du super administrateur ne peut pas être modifié',
  },
  'org.user.deleteSelf': {
    'zh-CN': '当前用户不能删除',
    en: 'You cannot delete your own account',
    fr: 'Vous ne pouvez pas supprimer votre propre compte',
  },
  'org.user.noScope': {
    'zh-CN': '没有权限访问用户数据！',
    en: 'No permission to access this user',
    fr: "Pas d'autorisation pour accéder à cet utilisateur",
  },
  'org.user.notFound': {
    'zh-CN': '用户不存在',
    en: 'The user does not exist',
    fr: "L'utilisateur n'existe pas",
  },
  'org.role.nameExists.add': {
    'zh-CN': "新增角色'{0}'失败，角色名称已存在",
    en: "Could not add role '{0}': the role name already exists",
    fr: "Impossible d'ajouter le rôle « {0} » : le nom du rôle existe déjà",
  },
  'org.role.keyExists.add': {
    'zh-CN': "新增角色'{0}'失败，角色权限已存在",
    en: "Could not add role '{0}': the role key already exists",
    fr: "Impossible d'ajouter le rôle « {0} » : la clé du rôle existe déjà",
  },
  'org.role.nameExists.edit': {
    'zh-CN': "修改角色'{0}'失败，角色名称已存在",
    en: "Could not update role '{0}': the role name already exists",
    fr: 'Impossible de modifier le rôle « {0} » : le nom du rôle existe déjà',
  },
  'org.role.keyExists.edit': {
    'zh-CN': "修改角色'{0}'失败，角色权限已存在",
    en: "Could not update role '{0}': the role key already exists",
    fr: 'Impossible de modifier le rôle « {0} » : la clé du rôle existe déjà',
  },
  'org.role.adminProtected': {
    'zh-CN': '不允许操作超级管理员角色',
    en: 'The super administrator role cannot be changed',
    fr: 'Le rôle de super administrateur ne peut pas être modifié',
  },
  'org.role.noScope': {
    'zh-CN': '没有权限访问角色数据！',
    en: 'No permission to access this role',
    fr: "Pas d'autorisation pour accéder à ce rôle",
  },
  'org.role.notFound': {
    'zh-CN': '角色不存在',
    en: 'The role does not exist',
    fr: "Le rôle n'existe pas",
  },
  'org.role.assigned': {
    'zh-CN': '{0}已分配,不能删除',
    en: '{0} is assigned to users and cannot be deleted',
    fr: '{0} est attribué à des utilisateurs et ne peut pas être supprimé',
  },
  'org.role.grantExceeds': {
    'zh-CN': '不允许分配超出自身权限的角色',
    en: 'You cannot assign a role with permissions you do not hold',
    fr: 'Vous ne pouvez pas attribuer un rôle ayant des autorisations que vous ne possédez pas',
  },
  'org.role.menuExceeds': {
    'zh-CN': '不允许分配超出自身权限的菜单',
    en: 'You cannot grant menus with permissions you do not hold',
    fr: 'Vous ne pouvez pas accorder des menus ayant des autorisations que vous ne possédez pas',
  },
  'org.role.ownRoles': {
    'zh-CN': '不允许修改自己的角色',
    en: 'You cannot change your own roles',
    fr: 'Vous ne pouvez pas modifier vos propres rôles',
  },
  'org.role.ownRoleLocked': {
    'zh-CN': '不允许修改自己所属角色的权限、数据范围或状态',
    en: 'You cannot change the permissions, data scope or status of a role you hold',
    fr: "Vous ne pouvez pas modifier les autorisations, la portée des données ou l'état d'un rôle que vous détenez",
  },
  'org.role.reachExceeds': {
    'zh-CN': '不允许授予超出自身数据权限范围的数据权限',
    en: 'This change would give access to departments outside your own data scope',
    fr: 'Cette modification donnerait accès à des départements hors de votre propre portée des données',
  },
  'org.user.ownDept': {
    'zh-CN': '不允许修改自己的部门',
    en: 'You cannot change your own department',
    fr: 'Vous ne pouvez pas modifier votre propre département',
  },
  'org.dept.nameExists.add': {
    'zh-CN': "新增部门'{0}'失败，部门名称已存在",
    en: "Could not add department '{0}': the name already exists under this parent",
    fr: "Impossible d'ajouter le département « {0} » : ce nom existe déjà sous ce parent",
  },
  'org.dept.nameExists.edit': {
    'zh-CN': "修改部门'{0}'失败，部门名称已存在",
    en: "Could not update department '{0}': the name already exists under this parent",
    fr: 'Impossible de modifier le département « {0} » : ce nom existe déjà sous ce parent',
  },
  'org.dept.parentSelf': {
    'zh-CN': "修改部门'{0}'失败，上级部门不能是自己",
    en: "Could not update department '{0}': it cannot be its own parent",
    fr: 'Impossible de modifier le département « {0} » : il ne peut pas être son propre parent',
  },
  'org.dept.parentDescendant': {
    'zh-CN': "修改部门'{0}'失败，上级部门不能是下级部门",
    en: "Could not update department '{0}': the parent cannot be one of its sub-departments",
    fr: "Impossible de modifier le département « {0} » : le parent ne peut pas être l'un de ses sous-départements",
  },
  'org.dept.hasEnabledChildren': {
    'zh-CN': '该部门包含未停用的子部门！',
    en: 'This department has enabled sub-departments',
    fr: 'Ce département a des sous-départements actifs',
  },
  'org.dept.parentDisabled': {
    'zh-CN': '部门停用，不允许新增',
    en: 'The parent department is disabled; nothing can be added under it',
    fr: 'Le département parent est désactivé ; rien ne peut y être ajouté',
  },
  'org.dept.hasChildren': {
    'zh-CN': '存在下级部门,不允许删除',
    en: 'The department has sub-departments and cannot be deleted',
    fr: 'Le département a des sous-départements et ne peut pas être supprimé',
  },
  'org.dept.hasUsers': {
    'zh-CN': '部门存在用户,不允许删除',
    en: 'The department has users and cannot be deleted',
    fr: 'Le département a des utilisateurs et ne peut pas être supprimé',
  },
  'org.dept.noScope': {
    'zh-CN': '没有权限访问部门数据！',
    en: 'No permission to access this department',
    fr: "Pas d'autorisation pour accéder à ce département",
  },
  'org.dept.notFound': {
    'zh-CN': '部门不存在',
    en: 'The department does not exist',
    fr: "Le département n'existe pas",
  },
  'org.post.nameExists.add': {
    'zh-CN': "新增岗位'{0}'失败，岗位名称已存在",
    en: "Could not add position '{0}': the name already exists",
    fr: "Impossible d'ajouter le poste « {0} » : le nom existe déjà",
  },
  'org.post.codeExists.add': {
    'zh-CN': "新增岗位'{0}'失败，岗位编码已存在",
    en: "Could not add position '{0}': the code already exists",
    fr: "Impossible d'ajouter le poste « {0} » : le code existe déjà",
  },
  'org.post.nameExists.edit': {
    'zh-CN': "修改岗位'{0}'失败，岗位名称已存在",
    en: "Could not update position '{0}': the name already exists",
    fr: 'Impossible de modifier le poste « {0} » : le nom existe déjà',
  },
  'org.post.codeExists.edit': {
    'zh-CN': "修改岗位'{0}'失败，岗位编码已存在",
    en: "Could not update position '{0}': the code already exists",
    fr: 'Impossible de modifier le poste « {0} » : le code existe déjà',
  },
  'org.post.assigned': {
    'zh-CN': '{0}已分配,不能删除',
    en: '{0} is assigned to users and cannot be deleted',
    fr: '{0} est attribué à des utilisateurs et ne peut pas être supprimé',
  },
  'org.post.notFound': {
    'zh-CN': '岗位不存在',
    en: 'The position does not exist',
    fr: "Le poste n'existe pas",
  },
  'org.profile.wrongOldPassword': {
    'zh-CN': '修改密码失败，旧密码错误',
    en: 'Could not change the password: the current password is wrong',
    fr: 'Impossible de changer le mot de passe : le mot de passe actuel est incorrect',
  },
  'org.profile.samePassword': {
    'zh-CN': '新密码不能与旧密码相同',
    en: 'The new password must differ from the current one',
    fr: "Le nouveau mot de passe doit être différent de l'actuel",
  },
  'org.avatar.badType': {
    'zh-CN': '文件格式不正确，请上传gif, jpg, jpeg, png, webp格式',
    en: 'Wrong file type; please upload a gif, jpg, jpeg, png or webp image',
    fr: 'Type de fichier incorrect ; veuillez envoyer une image gif, jpg, jpeg, png ou webp',
  },
  'org.avatar.failed': {
    'zh-CN': '上传图片异常，请联系管理员',
    en: 'The image could not be uploaded; please contact the administrator',
    fr: "L'image n'a pas pu être envoyée ; veuillez contacter l'administrateur",
  },
  'org.password.length': {
    'zh-CN': '密码长度必须在5到20个字符之间',
    en: 'The password must be 5 to 20 characters long',
    fr: 'Le mot de passe doit comporter de 5 à 20 caractères',
  },
  'org.password.chr0': {
    'zh-CN': '密码不能包含非法字符：< > " \' \\ |',
    en: 'The password cannot contain < > " \' \\ or |',
    fr: 'Le mot de passe ne peut pas contenir < > " \' \\ ou |',
  },
  'org.password.chr1': {
    'zh-CN': '密码只能为数字',
    en: 'The password may contain digits only',
    fr: 'Le mot de passe ne peut contenir que des chiffres',
  },
  'org.password.chr2': {
    'zh-CN': '密码只能为英文字母',
    en: 'The password may contain letters only',
    fr: 'Le mot de passe ne peut contenir que des lettres',
  },
  'org.password.chr3': {
    'zh-CN': '密码必须包含字母和数字',
    en: 'The password must contain letters and digits',
    fr: 'Le mot de passe doit contenir des lettres et des chiffres',
  },
  'org.password.chr4': {
    'zh-CN': '密码必须包含字母、数字和特殊字符（~!@#$%^&*()-=_+）',
    en: 'The password must contain letters, digits and one of ~!@#$%^&*()-=_+',
    fr: "Le mot de passe doit contenir des lettres, des chiffres et l'un de ~!@#$%^&*()-=_+",
  },
  'org.import.empty': {
    'zh-CN': '导入用户数据不能为空！',
    en: 'The file holds no users to import',
    fr: 'Le fichier ne contient aucun utilisateur à importer',
  },
  'org.import.badFile': {
    'zh-CN': '文件格式不正确，请上传xlsx格式文件',
    en: 'Wrong file type; please upload an xlsx file',
    fr: 'Type de fichier incorrect ; veuillez envoyer un fichier xlsx',
  },
  'org.import.ok': {
    'zh-CN': '恭喜您，数据已全部导入成功！共 {0} 条，数据如下：',
    en: 'All data imported: {0} rows, as follows:',
    fr: 'Toutes les données ont été importées : {0} lignes, comme suit :',
  },
  'org.import.failed': {
    'zh-CN': '很抱歉，导入失败！共 {0} 条数据格式不正确，错误如下：',
    en: 'Import failed: {0} rows are not valid, errors as follows:',
    fr: "Échec de l'import : {0} lignes ne sont pas valides, erreurs ci-dessous :",
  },
  'org.import.rowAdded': {
    'zh-CN': '{0}、账号 {1} 导入成功',
    en: '{0}. account {1} imported',
    fr: '{0}. compte {1} importé',
  },
  'org.import.rowUpdated': {
    'zh-CN': '{0}、账号 {1} 更新成功',
    en: '{0}. account {1} updated',
    fr: '{0}. compte {1} mis à jour',
  },
  'org.import.rowExists': {
    'zh-CN': '{0}、账号 {1} 已存在',
    en: '{0}. account {1} already exists',
    fr: '{0}. le compte {1} existe déjà',
  },
  'org.import.rowFailed': {
    'zh-CN': '{0}、账号 {1} 导入失败：{2}',
    en: '{0}. account {1} not imported: {2}',
    fr: '{0}. compte {1} non importé : {2}',
  },
  'org.import.rowInvalid': {
    'zh-CN': '数据格式不正确',
    en: 'invalid values',
    fr: 'valeurs non valides',
  },
} satisfies Record<string, Entry>;

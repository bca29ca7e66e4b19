import type { Entry } from './messages';

/** Server messages of the company area (keys prefixed `company.`), in zh-CN, en and fr. */
export const companyMessages = {
  'company.info.invalid': {
    'zh-CN': '请检查表单中标出的字段',
    en: 'Please check the fields marked in the form',
    fr: 'Veuillez vérifier les champs signalés dans le formulaire',
  },
  'company.info.fullNameRequired': {
    'zh-CN': '请填写企业全称',
    en: 'Please enter the full company name',
    fr: "Veuillez saisir la raison sociale complète de l'entreprise",
  },
  'company.info.creditCodeFormat': {
    'zh-CN': '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）',
    en: 'The unified social credit code has 18 digits or capital letters (no I, O, Z, S or V)',
    fr: 'Le code unifié de crédit social comporte 18 chiffres ou majuscules (sans I, O, Z, S ni V)',
  },
  'company.info.creditCodeCheck': {
    'zh-CN': '统一社会信用代码校验位不正确，请核对后重新输入',
    en: 'The check character of the unified social credit code is wrong; please check the code',
    fr: 'Le caractère de contrôle du code unifié de crédit social est incorrect ; vérifiez le code',
  },
  'company.info.email': {
    'zh-CN': '请输入正确的邮箱地址',
    en: 'Please enter a valid email address',
    fr: 'Veuillez saisir une adresse e-mail valide',
  },
  'company.info.registrationBeforeEstablish': {
    'zh-CN': '登记日期不能早于成立日期',
    en: 'The registration date cannot be before the establishment date',
    fr: "La date d'immatriculation ne peut pas précéder la date de création",
  },
  'company.info.date': {
    'zh-CN': '日期无效',
    en: 'The date is not valid',
    fr: "La date n'est pas valide",
  },
  'company.info.futureDate': {
    'zh-CN': '日期不能晚于今天',
    en: 'The date cannot be in the future',
    fr: 'La date ne peut pas être dans le futur',
  },
  'company.equity.exists.add': {
    'zh-CN': "新增股东'{0}'失败，股东已存在",
    en: "Could not add shareholder '{0}': the shareholder already exists",
    fr: "Impossible d'ajouter l'actionnaire « {0} » : il existe déjà",
  },
  'company.equity.exists.edit': {
    'zh-CN': "修改股东'{0}'失败，股东已存在",
    en: "Could not change shareholder '{0}': the shareholder already exists",
    fr: "Impossible de modifier l'actionnaire « {0} » : il existe déjà",
  },
  'company.equity.total': {
    'zh-CN': '持股比例合计不能超过100%：其他股东已占 {0}%，最多还可分配 {1}%',
    en: 'Shareholdings cannot total more than 100%: other shareholders hold {0}%, at most {1}% is left',
    fr: 'Le total des participations ne peut pas dépasser 100 % : les autres actionnaires détiennent {0} %, il reste au plus {1} %',
  },
  'company.equity.notFound': {
    'zh-CN': '股东不存在或已删除',
    en: 'The shareholder does not exist or was deleted',
    fr: "L'actionnaire n'existe pas ou a été supprimé",
  },
  'company.employee.contactRequired': {
    'zh-CN': '请填写手机号码或邮箱，用于发送邀请',
    en: 'Enter a phone number or an email address to send the invitation to',
    fr: "Saisissez un numéro de téléphone ou une adresse e-mail pour envoyer l'invitation",
  },
  'company.employee.phone': {
    'zh-CN': "手机号码'{0}'格式不正确（其他国家或地区的号码请以+区号开头）",
    en: "'{0}' is not a valid phone number (numbers outside mainland China start with + and the country code)",
    fr: "« {0} » n'est pas un numéro valide (hors Chine continentale, commencez par + et l'indicatif du pays)",
  },
  'company.employee.phoneExists': {
    'zh-CN': "手机号码'{0}'已被其他员工使用",
    en: "The phone number '{0}' is already used by another employee",
    fr: 'Le numéro « {0} » est déjà utilisé par un autre employé',
  },
  'company.employee.emailExists': {
    'zh-CN': "邮箱'{0}'已被其他员工使用",
    en: "The email address '{0}' is already used by another employee",
    fr: "L'adresse « {0} » est déjà utilisée par un autre employé",
  },
  'company.employee.notFound': {
    'zh-CN': '员工不存在或已删除',
    en: 'The employee does not exist or was deleted',
    fr: "L'employé n'existe pas ou a été supprimé",
  },
  'company.employee.notPending': {
    'zh-CN': "员工'{0}'已处理邀请，不能再次邀请",
    en: "Employee '{0}' has already answered the invitation; it cannot be sent again",
    fr: "L'employé « {0} » a déjà répondu à l'invitation ; elle ne peut pas être renvoyée",
  },
  'company.employee.notJoined': {
    'zh-CN': "员工'{0}'尚未加入，不能锁定或解锁账号",
    en: "Employee '{0}' has not joined yet; the account cannot be locked or unlocked",
    fr: "L'employé « {0} » n'a pas encore rejoint l'équipe ; son compte ne peut être ni verrouillé ni déverrouillé",
  },
  'company.employee.lockSelf': {
    'zh-CN': '不能锁定自己的账号',
    en: 'You cannot lock your own account',
    fr: 'Vous ne pouvez pas verrouiller votre propre compte',
  },
  'company.invitation.invalid': {
    'zh-CN': '邀请链接无效或已过期，请联系管理员重新邀请',
    en: 'The invitation link is invalid or has expired; ask an administrator to invite you again',
    fr: "Le lien d'invitation est invalide ou a expiré ; demandez à un administrateur de vous inviter à nouveau",
  },
  'company.invitation.userNameExists': {
    'zh-CN': "登录账号'{0}'已存在，请换一个",
    en: "The account name '{0}' is already taken; please choose another",
    fr: 'Le nom de compte « {0} » est déjà pris ; veuillez en choisir un autre',
  },
  'company.invitation.userName': {
    'zh-CN': '登录账号长度必须在2到20个字符之间，只能包含字母、数字、下划线、点和连字符',
    en: 'The account name must be 2 to 20 characters: letters, digits, underscores, dots and hyphens',
    fr: 'Le nom de compte doit compter de 2 à 20 caractères : lettres, chiffres, tirets bas, points et tirets',
  },
  'company.invitation.brand': {
    'zh-CN': '我们公司',
    en: 'Our company',
    fr: 'Notre entreprise',
  },
  'company.invitation.mailSubject': {
    'zh-CN': '{0} 邀请您加入管理后台',
    en: '{0} invites you to its console',
    fr: '{0} vous invite dans sa console',
  },
  'company.invitation.mailBody': {
    'zh-CN':
      '{0}，您好：\n\n{1} 邀请您以“{2}”的身份加入管理后台。请在 {3} 前打开以下链接接受或拒绝邀请：\n\n{4}\n',
    en: 'Hello {0},\n\n{1} invites you to join its console as "{2}". Open this link before {3} to accept or refuse:\n\n{4}\n',
    fr: 'Bonjour {0},\n\n{1} vous invite à rejoindre sa console en tant que « {2} ». Ouvrez ce lien avant le {3} pour accepter ou refuser :\n\n{4}\n',
  },
  'company.provider.exists.add': {
    'zh-CN': "新增服务商'{0}'失败，服务商名称已存在",
    en: "Could not add provider '{0}': the name already exists",
    fr: "Impossible d'ajouter le prestataire « {0} » : ce nom existe déjà",
  },
  'company.provider.exists.edit': {
    'zh-CN': "修改服务商'{0}'失败，服务商名称已存在",
    en: "Could not change provider '{0}': the name already exists",
    fr: 'Impossible de modifier le prestataire « {0} » : ce nom existe déjà',
  },
  'company.provider.type': {
    'zh-CN': "'{0}'不是有效的服务商类型",
    en: "'{0}' is not a known provider type",
    fr: "« {0} » n'est pas un type de prestataire connu",
  },
  'company.provider.notFound': {
    'zh-CN': '服务商不存在或已删除',
    en: 'The provider does not exist or was deleted',
    fr: "Le prestataire n'existe pas ou a été supprimé",
  },
  'company.service.country': {
    'zh-CN': "'{0}'不是有效的国家或地区代码",
    en: "'{0}' is not a valid country or region code",
    fr: "« {0} » n'est pas un code de pays ou de région valide",
  },
  'company.service.phone': {
    'zh-CN': "电话号码'{0}'不是{1}的有效号码",
    en: "'{0}' is not a valid phone number for {1}",
    fr: "« {0} » n'est pas un numéro de téléphone valide pour {1}",
  },
  'company.service.timeZone': {
    'zh-CN': "'{0}'不是有效的时区",
    en: "'{0}' is not a valid time zone",
    fr: "« {0} » n'est pas un fuseau horaire valide",
  },
  'company.service.timeOrder': {
    'zh-CN': '结束时间必须晚于开始时间',
    en: 'The end time must be after the start time',
    fr: "L'heure de fin doit être postérieure à l'heure de début",
  },
  'company.service.workDays': {
    'zh-CN': '请至少选择一个工作日',
    en: 'Please choose at least one working day',
    fr: 'Veuillez choisir au moins un jour ouvré',
  },
  'company.service.notFound': {
    'zh-CN': '客服联系人不存在或已删除',
    en: 'The customer-service contact does not exist or was deleted',
    fr: "Le contact du service client n'existe pas ou a été supprimé",
  },
} satisfies Record<string, Entry>;

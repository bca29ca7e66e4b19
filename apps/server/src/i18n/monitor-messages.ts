import type { Entry } from './messages';

/** Server messages of the monitor area (keys prefixed `monitor.`), in zh-CN, en and fr. */
export const monitorMessages = {
  'monitor.job.cronInvalid': {
    'zh-CN': 'Cron表达式不正确',
    en: 'The cron expression is not valid',
    fr: "L'expression cron n'est pas valide",
  },
  'monitor.job.cronNever': {
    'zh-CN': 'Cron表达式没有将来的执行时间',
    en: 'The cron expression has no future run time',
    fr: "L'expression cron n'a aucune exécution à venir",
  },
  'monitor.job.cronTooFrequent': {
    'zh-CN': '两次执行的间隔不能小于{0}秒',
    en: 'Runs must be at least {0} seconds apart',
    fr: 'Deux exécutions doivent être espacées d’au moins {0} secondes',
  },
  'monitor.job.badTarget': {
    'zh-CN': '调用目标格式不正确，应为处理器名称加可选的常量参数，例如 logs.cleanOld(90)',
    en: 'The invoke target must be a handler name with optional literal arguments, e.g. logs.cleanOld(90)',
    fr: 'La cible doit être un nom de traitement suivi d’arguments littéraux facultatifs, par ex. logs.cleanOld(90)',
  },
  'monitor.job.unknownHandler': {
    'zh-CN': "调用目标'{0}'不在任务处理器清单内，可选：{1}",
    en: "'{0}' is not a registered job handler; choose one of: {1}",
    fr: "« {0} » n'est pas un traitement enregistré ; choisissez parmi : {1}",
  },
  'monitor.job.badArgument': {
    'zh-CN': "参数'{0}'不符合处理器{1}的要求",
    en: "Argument '{0}' does not fit handler {1}",
    fr: "L'argument « {0} » ne convient pas au traitement {1}",
  },
  'monitor.job.notFound': {
    'zh-CN': '任务不存在或已过期！',
    en: 'The job does not exist or has expired!',
    fr: "La tâche n'existe pas ou a expiré !",
  },
  'monitor.job.busy': {
    'zh-CN': '任务正在执行，该任务不允许并发执行',
    en: 'The job is running and does not allow concurrent runs',
    fr: "La tâche est en cours et n'autorise pas d'exécutions simultanées",
  },
  'monitor.handler.statistics.refresh': {
    'zh-CN': '刷新统计数据',
    en: 'Refresh statistics',
    fr: 'Actualiser les statistiques',
  },
  'monitor.handler.domains.recheck': {
    'zh-CN': '重新检查域名',
    en: 'Re-check domains',
    fr: 'Revérifier les domaines',
  },
  'monitor.handler.certificates.expiryReminder': {
    'zh-CN': '证书到期提醒',
    en: 'Certificate expiry reminder',
    fr: "Rappel d'expiration des certificats",
  },
  'monitor.handler.sessions.cleanExpired': {
    'zh-CN': '清理过期会话',
    en: 'Clean expired sessions',
    fr: 'Nettoyer les sessions expirées',
  },
  'monitor.handler.logs.cleanOld': {
    'zh-CN': '清理旧日志',
    en: 'Clean old logs',
    fr: 'Nettoyer les anciens journaux',
  },
  'monitor.online.notFound': {
    'zh-CN': '会话不存在或已结束',
    en: 'The session does not exist or has already ended',
    fr: "La session n'existe pas ou est déjà terminée",
  },
  'monitor.cache.unknownName': {
    'zh-CN': "未知的缓存名称'{0}'",
    en: "Unknown cache name '{0}'",
    fr: 'Nom de cache inconnu « {0} »',
  },
  'monitor.cache.secret': {
    'zh-CN': "缓存'{0}'保存会话令牌或验证码答案，不允许查看或清除",
    en: "Cache '{0}' holds session tokens or captcha answers; it is never shown or cleared here",
    fr: "Le cache « {0} » contient des jetons de session ou des réponses de captcha ; il n'est jamais affiché ni vidé ici",
  },
  'monitor.cache.keyOutside': {
    'zh-CN': "键'{0}'不属于缓存'{1}'",
    en: "Key '{0}' does not belong to cache '{1}'",
    fr: "La clé « {0} » n'appartient pas au cache « {1} »",
  },
  'monitor.gen.noTables': {
    'zh-CN': '请选择要导入的表',
    en: 'Choose the tables to import',
    fr: 'Choisissez les tables à importer',
  },
  'monitor.gen.badIdentifier': {
    'zh-CN': "表名'{0}'不合法，只允许小写字母、数字和下划线",
    en: "'{0}' is not a valid table name (lower-case letters, digits and underscores only)",
    fr: "« {0} » n'est pas un nom de table valide (minuscules, chiffres et soulignés uniquement)",
  },
  'monitor.gen.tableMissing': {
    'zh-CN': "数据库中不存在表'{0}'",
    en: "Table '{0}' does not exist in the database",
    fr: "La table « {0} » n'existe pas dans la base",
  },
  'monitor.gen.alreadyImported': {
    'zh-CN': "表'{0}'已导入",
    en: "Table '{0}' is already imported",
    fr: 'La table « {0} » est déjà importée',
  },
  'monitor.gen.notFound': {
    'zh-CN': '生成表不存在',
    en: 'The generator table does not exist',
    fr: "La table du générateur n'existe pas",
  },
  'monitor.gen.notImported': {
    'zh-CN': "表'{0}'尚未导入代码生成",
    en: "Table '{0}' is not imported into the code generator",
    fr: "La table « {0} » n'est pas importée dans le générateur",
  },
  'monitor.gen.badSettings': {
    'zh-CN': "表'{0}'的生成设置不合法：{1}",
    en: "The generator settings of table '{0}' are not usable: {1}",
    fr: 'Les réglages de génération de la table « {0} » sont inutilisables : {1}',
  },
  'monitor.server.runTime': {
    'zh-CN': '{0}天{1}小时{2}分钟',
    en: '{0} d {1} h {2} min',
    fr: '{0} j {1} h {2} min',
  },
  'monitor.server.dataDisk': {
    'zh-CN': '数据目录',
    en: 'Data directory',
    fr: 'Répertoire des données',
  },
  'monitor.gen.createTableRefused': {
    'zh-CN':
      '出于安全考虑，服务器不执行提交的SQL语句。请通过数据库迁移创建表，然后使用“导入”把它加入代码生成。',
    en: 'For safety the server never runs SQL sent to it. Create the table with a database migration, then add it to the generator with Import.',
    fr: "Par sécurité, le serveur n'exécute jamais le SQL qui lui est envoyé. Créez la table par une migration de la base de données, puis ajoutez-la au générateur avec Importer.",
  },
} satisfies Record<string, Entry>;

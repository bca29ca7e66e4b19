import type { Entry } from './messages';

// Domains and deployment (issue 17). The English texts of the DNS, format and verification
// messages are the spec's (§5 Domain, §8).

/** Server messages of the domains area (keys prefixed `domain.`), in zh-CN, en and fr. */
export const domainsMessages = {
  'domain.name.format': {
    'zh-CN': '域名格式错误',
    en: 'Domain name format error',
    fr: 'Format du nom de domaine incorrect',
  },
  'domain.subdomain.format': {
    'zh-CN': '子域名只能包含小写字母、数字和连字符（1-63 位），且不能以连字符开头或结尾',
    en: 'The sub-domain may contain lower-case letters, digits and hyphens (1-63), not at either end',
    fr: 'Le sous-domaine ne peut contenir que des minuscules, des chiffres et des tirets (1 à 63), sans tiret au début ni à la fin',
  },
  'domain.exists': {
    'zh-CN': "域名'{0}'已存在",
    en: "The domain '{0}' already exists",
    fr: 'Le domaine « {0} » existe déjà',
  },
  'domain.underReview': {
    'zh-CN': '已有域名申请正在审核中，请等待审核结果',
    en: 'A domain application is already under review; please wait for the result',
    fr: 'Une demande de domaine est déjà en cours d’examen ; veuillez attendre le résultat',
  },
  'domain.notFound': {
    'zh-CN': '域名不存在',
    en: 'The domain does not exist',
    fr: "Le domaine n'existe pas",
  },
  'domain.notDraft': {
    'zh-CN': '该域名申请已提交，不能再修改',
    en: 'This domain application has been submitted and can no longer be changed',
    fr: 'Cette demande de domaine a été soumise et ne peut plus être modifiée',
  },
  'domain.notUnderReview': {
    'zh-CN': '该域名申请不在审核中',
    en: 'This domain application is not under review',
    fr: "Cette demande de domaine n'est pas en cours d'examen",
  },
  'domain.notApproved': {
    'zh-CN': '域名尚未审核通过',
    en: 'The domain has not been approved',
    fr: "Le domaine n'a pas été approuvé",
  },
  'domain.reason.required': {
    'zh-CN': '请填写拒绝原因',
    en: 'Please give the reason for the refusal',
    fr: 'Veuillez indiquer le motif du refus',
  },
  'domain.dns.required': {
    'zh-CN': '请先完成DNS验证，点击开始验证',
    en: 'Please complete DNS verification, click Start Verification',
    fr: 'Veuillez terminer la vérification DNS : cliquez sur Lancer la vérification',
  },
  'domain.dns.mismatch': {
    'zh-CN': 'DNS解析未指向当前服务器IP，请重新配置A记录',
    en: 'DNS resolution does not point to the current server IP, reconfigure the A record',
    fr: "La résolution DNS ne pointe pas vers l'adresse IP du serveur actuel, reconfigurez l'enregistrement A",
  },
  'domain.dns.resolved': {
    'zh-CN': 'DNS解析验证通过',
    en: 'DNS verification passed',
    fr: 'Vérification DNS réussie',
  },
  'domain.config.success': {
    'zh-CN': '域名配置成功',
    en: 'Domain configuration successful',
    fr: 'Configuration du domaine réussie',
  },
  'domain.config.failed': {
    'zh-CN': '域名配置失败',
    en: 'Domain configuration failed',
    fr: 'Échec de la configuration du domaine',
  },
  'domain.cert.fileType': {
    'zh-CN': '证书文件格式不正确，请上传 {0} 格式的文件',
    en: 'Wrong certificate file type; please upload a {0} file',
    fr: 'Type de fichier de certificat incorrect ; veuillez téléverser un fichier {0}',
  },
  'domain.key.fileType': {
    'zh-CN': '私钥文件格式不正确，请上传 {0} 格式的文件',
    en: 'Wrong private key file type; please upload a {0} file',
    fr: 'Type de fichier de clé privée incorrect ; veuillez téléverser un fichier {0}',
  },
  'domain.cert.fileSize': {
    'zh-CN': '证书文件大小不能超过 {0} MB',
    en: 'The certificate file cannot exceed {0} MB',
    fr: 'Le fichier de certificat ne peut pas dépasser {0} Mo',
  },
  'domain.key.fileSize': {
    'zh-CN': '私钥文件大小不能超过 {0} MB',
    en: 'The private key file cannot exceed {0} MB',
    fr: 'Le fichier de clé privée ne peut pas dépasser {0} Mo',
  },
  'domain.cert.invalid': {
    'zh-CN': '无法读取证书文件，请上传 PEM 或 DER 格式的 X.509 证书',
    en: 'The certificate file cannot be read; please upload an X.509 certificate in PEM or DER form',
    fr: 'Le fichier de certificat est illisible ; veuillez téléverser un certificat X.509 au format PEM ou DER',
  },
  'domain.key.invalid': {
    'zh-CN': '无法读取私钥文件（不支持带密码的私钥）',
    en: 'The private key file cannot be read (password-protected keys are not supported)',
    fr: 'Le fichier de clé privée est illisible (les clés protégées par mot de passe ne sont pas prises en charge)',
  },
  'domain.key.mismatch': {
    'zh-CN': '私钥与证书不匹配',
    en: 'The private key does not match the certificate',
    fr: 'La clé privée ne correspond pas au certificat',
  },
  'domain.cert.domain': {
    'zh-CN': '证书不包含域名 {0}（证书域名：{1}）',
    en: 'The certificate does not cover the domain {0} (certificate names: {1})',
    fr: 'Le certificat ne couvre pas le domaine {0} (noms du certificat : {1})',
  },
  'domain.cert.dates': {
    'zh-CN': '证书到期时间不能早于生效时间',
    en: 'The certificate expiry time cannot be earlier than its effective time',
    fr: "La date d'expiration du certificat ne peut pas précéder sa date d'entrée en vigueur",
  },
  'domain.cert.expired': {
    'zh-CN': '证书已过期（到期时间 {0}）',
    en: 'The certificate has expired (expiry {0})',
    fr: 'Le certificat a expiré (expiration {0})',
  },
  'domain.deploy.basicRequired': {
    'zh-CN': '高级版需要先开通基础版',
    en: 'The advanced plan requires the basic plan to be activated first',
    fr: "L'offre avancée nécessite d'abord l'activation de l'offre de base",
  },
  'domain.deploy.filingRequired': {
    'zh-CN': '标准版需要填写备案号',
    en: 'The standard plan requires a filing number',
    fr: "L'offre standard exige un numéro d'enregistrement (ICP)",
  },
  'domain.deploy.pending': {
    'zh-CN': '该版本的部署申请正在审核中',
    en: 'A deployment application for this plan is awaiting audit',
    fr: "Une demande de déploiement pour cette offre est en attente d'audit",
  },
  'domain.deploy.deployed': {
    'zh-CN': '该版本已部署',
    en: 'This plan is already deployed',
    fr: 'Cette offre est déjà déployée',
  },
  'domain.deploy.notPending': {
    'zh-CN': '该部署申请不在待审核状态',
    en: 'This deployment application is not awaiting audit',
    fr: "Cette demande de déploiement n'est pas en attente d'audit",
  },
  'domain.deploy.notFound': {
    'zh-CN': '部署申请不存在',
    en: 'The deployment application does not exist',
    fr: "La demande de déploiement n'existe pas",
  },
  'domain.record.first': {
    'zh-CN': '首次提交域名 {0}',
    en: 'First submission of the domain {0}',
    fr: 'Première soumission du domaine {0}',
  },
  'domain.record.change': {
    'zh-CN': '变更域名为 {0}（原域名 {1}）',
    en: 'Domain changed to {0} (previously {1})',
    fr: 'Domaine remplacé par {0} (auparavant {1})',
  },
  'domain.record.certificate': {
    'zh-CN': '更新域名 {0} 的SSL证书（到期时间 {1}）',
    en: 'SSL certificate of {0} replaced (expires {1})',
    fr: 'Certificat SSL de {0} remplacé (expire le {1})',
  },
  'domain.record.withCertificate': {
    'zh-CN': '{0}，附SSL证书（到期时间 {1}）',
    en: '{0}, with an SSL certificate (expires {1})',
    fr: '{0}, avec un certificat SSL (expire le {1})',
  },
  'domain.record.enable': {
    'zh-CN': '启用域名 {0}',
    en: 'Domain {0} enabled',
    fr: 'Domaine {0} activé',
  },
  'domain.record.disable': {
    'zh-CN': '停用域名 {0}',
    en: 'Domain {0} disabled',
    fr: 'Domaine {0} désactivé',
  },
  'domain.cert.notice.title': {
    'zh-CN': '域名证书即将到期：{0}（{1}）',
    en: 'Domain certificate expiring: {0} ({1})',
    fr: 'Certificat de domaine bientôt expiré : {0} ({1})',
  },
  'domain.job.certificateExpiry': {
    'zh-CN': '域名证书到期提醒',
    en: 'Domain certificate expiry warning',
    fr: "Alerte d'expiration des certificats de domaine",
  },
} satisfies Record<string, Entry>;

import type { FastifyRequest } from 'fastify';
import { adminMessages } from './admin-messages';
import { domainsMessages } from './domains-messages';
import { companyMessages } from './company-messages';
import { businessMessages } from './business-messages';
import { filesMessages } from './files-messages';
import { knowledgeMessages } from './knowledge-messages';
import { monitorMessages } from './monitor-messages';
import { orgMessages } from './org-messages';
import { productsMessages } from './products-messages';
import { siteMessages } from './site-messages';
import { siteApiMessages } from './site-api-messages';

export type Lang = 'zh-CN' | 'en' | 'fr';

/** One message in the three server languages. */
export type Entry = Record<Lang, string>;

// zh-CN texts are RuoYi's (messages.properties and hard-coded strings) so RuoYi clients match them.
const baseMessages = {
  success: { 'zh-CN': '操作成功', en: 'Operation succeeded', fr: 'Opération réussie' },
  error: { 'zh-CN': '操作失败', en: 'Operation failed', fr: "L'opération a échoué" },
  'user.jcaptcha.error': {
    'zh-CN': '验证码错误',
    en: 'Incorrect verification code',
    fr: 'Code de vérification incorrect',
  },
  'user.jcaptcha.expire': {
    'zh-CN': '验证码已失效',
    en: 'The verification code has expired',
    fr: 'Le code de vérification a expiré',
  },
  'user.not.exists': {
    'zh-CN': '用户不存在/密码错误',
    en: 'Unknown account or wrong password',
    fr: 'Compte inconnu ou mot de passe incorrect',
  },
  'user.password.retry.limit.exceed': {
    'zh-CN': '密码输入错误{0}次，帐户锁定{1}分钟',
    en: 'Wrong password entered {0} times; the account is locked for {1} minutes',
    fr: 'Mot de passe erroné saisi {0} fois ; le compte est verrouillé pendant {1} minutes',
  },
  'user.blocked': {
    'zh-CN': '用户已封禁，请联系管理员',
    en: 'This account is disabled; please contact the administrator',
    fr: "Ce compte est désactivé ; veuillez contacter l'administrateur",
  },
  'login.blocked': {
    'zh-CN': '很遗憾，访问IP已被列入系统黑名单',
    en: 'Sorry, your IP address is on the system blacklist',
    fr: 'Désolé, votre adresse IP figure sur la liste noire du système',
  },
  'user.logout.success': { 'zh-CN': '退出成功', en: 'Signed out', fr: 'Déconnexion réussie' },
  'user.login.success': { 'zh-CN': '登录成功', en: 'Signed in', fr: 'Connexion réussie' },
  'user.register.success': {
    'zh-CN': '注册成功',
    en: 'Registration succeeded',
    fr: 'Inscription réussie',
  },
  'register.disabled': {
    'zh-CN': '当前系统没有开启注册功能！',
    en: 'Registration is not enabled on this system!',
    fr: "L'inscription n'est pas activée sur ce système !",
  },
  'register.username.empty': {
    'zh-CN': '用户名不能为空',
    en: 'The account name is required',
    fr: 'Le nom de compte est obligatoire',
  },
  'register.password.empty': {
    'zh-CN': '用户密码不能为空',
    en: 'The password is required',
    fr: 'Le mot de passe est obligatoire',
  },
  'register.username.length': {
    'zh-CN': '账户长度必须在2到20个字符之间',
    en: 'The account name must be 2 to 20 characters long',
    fr: 'Le nom de compte doit comporter de 2 à 20 caractères',
  },
  'register.password.length': {
    'zh-CN': '密码长度必须在5到20个字符之间',
    en: 'The password must be 5 to 20 characters long',
    fr: 'Le mot de passe doit comporter de 5 à 20 caractères',
  },
  'register.exists': {
    'zh-CN': "保存用户'{0}'失败，注册账号已存在",
    en: "Could not save user '{0}': the account already exists",
    fr: "Impossible d'enregistrer l'utilisateur « {0} » : le compte existe déjà",
  },
  'auth.unauthorized': {
    'zh-CN': '请求访问：{0}，认证失败，无法访问系统资源',
    en: 'Request to {0}: authentication failed, cannot access system resources',
    fr: "Requête vers {0} : échec de l'authentification, accès aux ressources du système impossible",
  },
  'auth.forbidden': {
    'zh-CN': '没有权限，请联系管理员授权',
    en: 'No permission; please ask the administrator for access',
    fr: "Pas d'autorisation ; veuillez demander l'accès à l'administrateur",
  },
  'request.invalid': {
    'zh-CN': '参数列表错误',
    en: 'Invalid request parameters',
    fr: 'Paramètres de requête invalides',
  },
  'request.nul': {
    'zh-CN': '参数列表错误：不能包含 NUL 字符或不成对的代理字符',
    en: 'Invalid request parameters: NUL characters and unpaired surrogates are not allowed',
    fr: 'Paramètres de requête invalides : les caractères NUL et les demi-paires de substitution ne sont pas autorisés',
  },
  'request.badMultipart': {
    'zh-CN': '参数列表错误：multipart/form-data 请求格式不正确',
    en: 'Invalid request: the multipart/form-data body is malformed',
    fr: 'Requête invalide : le corps multipart/form-data est mal formé',
  },
  'request.rateLimited': {
    'zh-CN': '访问过于频繁，请稍候再试',
    en: 'Too many requests; please try again later',
    fr: 'Trop de requêtes ; veuillez réessayer plus tard',
  },
  'request.notFound': {
    'zh-CN': '资源，服务未找到',
    en: 'Resource or service not found',
    fr: 'Ressource ou service introuvable',
  },
} satisfies Record<string, Entry>;

// Each area keeps its own catalogue file; a key defined twice fails the i18n test.
const messages = {
  ...baseMessages,
  ...filesMessages,
  ...orgMessages,
  ...adminMessages,
  ...productsMessages,
  ...monitorMessages,
  ...domainsMessages,
  ...companyMessages,
  ...businessMessages,
  ...siteMessages,
  ...knowledgeMessages,
  ...siteApiMessages,
};

/** Every catalogue, for the duplicate-key test. */
export const catalogues = {
  base: baseMessages,
  files: filesMessages,
  org: orgMessages,
  admin: adminMessages,
  products: productsMessages,
  monitor: monitorMessages,
  domains: domainsMessages,
  company: companyMessages,
  business: businessMessages,
  site: siteMessages,
  knowledge: knowledgeMessages,
  siteApi: siteApiMessages,
};

export type MessageKey = keyof typeof messages;

/** Picks zh-CN, en or fr from an Accept-Language header (quality values honoured), zh-CN by default. */
export function pickLang(header: string | undefined): Lang {
  if (!header) return 'zh-CN';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr';
  }
  return 'zh-CN';
}

/** Message text in `lang`, with `{0}`, `{1}`… replaced by `args`. */
export function message(lang: Lang, key: MessageKey, ...args: Array<string | number>): string {
  const entry: Entry = messages[key];
  return entry[lang].replace(/\{(\d+)\}/g, (whole, i: string) => {
    const value = args[Number(i)];
    return value === undefined ? whole : String(value);
  });
}

/** The language a request asks for (Accept-Language), zh-CN by default. */
export function langOf(request: FastifyRequest): Lang {
  return pickLang(request.headers['accept-language']);
}

/**
 * Text stored per language (a zh-CN column plus optional English and French ones) in `lang`:
 * an empty translation falls back to English for French, then to the zh-CN text.
 */
export function pickText(lang: Lang, zh: string, en: string, fr: string): string {
  if (lang === 'fr') return fr || en || zh;
  if (lang === 'en') return en || zh;
  return zh;
}

/** Message in the request's language. */
export function tr(
  request: FastifyRequest,
  key: MessageKey,
  ...args: Array<string | number>
): string {
  return message(langOf(request), key, ...args);
}

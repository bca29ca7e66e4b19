import type { Entry } from './messages';

/** Server messages of the public site API (keys prefixed `siteApi.`), in zh-CN, en and fr. */
export const siteApiMessages = {
  'siteApi.received': {
    'zh-CN': '已收到，谢谢',
    en: 'Received, thank you',
    fr: 'Bien reçu, merci',
  },
  'siteApi.productMissing': {
    'zh-CN': '产品不存在或未上架',
    en: 'The product does not exist or is not listed',
    fr: 'Le produit n’existe pas ou n’est pas en vente',
  },
  'siteApi.articleMissing': {
    'zh-CN': '文章不存在或未发布',
    en: 'The article does not exist or is not published',
    fr: 'L’article n’existe pas ou n’est pas publié',
  },
  'siteApi.pageMissing': {
    'zh-CN': '页面不存在或未发布',
    en: 'The page does not exist or is not published',
    fr: 'La page n’existe pas ou n’est pas publiée',
  },
  'siteApi.docMissing': {
    'zh-CN': '资料不存在',
    en: 'The document does not exist',
    fr: 'Le document n’existe pas',
  },
} satisfies Record<string, Entry>;

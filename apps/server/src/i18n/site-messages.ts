import type { Entry } from './messages';

/** Server messages of the site area (keys prefixed `site.`), in zh-CN, en and fr. */
export const siteMessages = {
  'site.image.unknown': {
    'zh-CN': '图片不存在，请重新上传',
    en: 'The image was not found, please upload it again',
    fr: 'Image introuvable, veuillez la téléverser à nouveau',
  },
  'site.image.exact': {
    'zh-CN': '图片尺寸必须为 {0}x{1} 像素，当前为 {2}x{3}',
    en: 'The image must be exactly {0}x{1} pixels. Current size is {2}x{3}.',
    fr: 'L’image doit mesurer exactement {0}x{1} pixels. Taille actuelle : {2}x{3}.',
  },
  'site.image.ratio': {
    'zh-CN': '图片宽高比必须为 16:9，当前比例为 {0}',
    en: 'Image aspect ratio must be 16:9. Current ratio is {0}.',
    fr: 'Le format de l’image doit être 16:9. Format actuel : {0}.',
  },
  'site.link.empty': {
    'zh-CN': '请选择跳转目标',
    en: 'Please choose where the link leads',
    fr: 'Veuillez choisir la destination du lien',
  },
  'site.link.page': {
    'zh-CN': "页面'{0}'不存在",
    en: "Page '{0}' does not exist",
    fr: 'La page « {0} » n’existe pas',
  },
  'site.link.product': {
    'zh-CN': "产品'{0}'不存在",
    en: "Product '{0}' does not exist",
    fr: 'Le produit « {0} » n’existe pas',
  },
  'site.link.article': {
    'zh-CN': '文章编号格式错误',
    en: 'The article id must be a positive whole number',
    fr: 'L’identifiant de l’article doit être un entier positif',
  },
  'site.link.url': {
    'zh-CN': '链接必须以 http:// 或 https:// 开头',
    en: 'The link must be a full address starting with http:// or https://',
    fr: 'Le lien doit être une adresse complète commençant par http:// ou https://',
  },
  'site.banner.window': {
    'zh-CN': '结束时间不能早于开始时间',
    en: 'The end time cannot be earlier than the start time',
    fr: 'La fin ne peut pas précéder le début',
  },
  'site.banner.notFound': {
    'zh-CN': '轮播图不存在',
    en: 'The banner does not exist',
    fr: 'La bannière n’existe pas',
  },
  'site.background.notFound': {
    'zh-CN': '背景图不存在',
    en: 'The background image does not exist',
    fr: 'L’image de fond n’existe pas',
  },
  'site.page.notFound': {
    'zh-CN': '页面不存在',
    en: 'The page does not exist',
    fr: 'La page n’existe pas',
  },
  'site.page.slugExists.add': {
    'zh-CN': "新增页面失败，地址'{0}'已存在",
    en: "Failed to add the page: the address '{0}' already exists",
    fr: 'Échec de l’ajout de la page : l’adresse « {0} » existe déjà',
  },
  'site.page.slugExists.edit': {
    'zh-CN': "修改页面失败，地址'{0}'已存在",
    en: "Failed to edit the page: the address '{0}' already exists",
    fr: 'Échec de la modification de la page : l’adresse « {0} » existe déjà',
  },
  'site.page.inUse': {
    'zh-CN': "页面'{0}'正被轮播图或导航使用，不能删除",
    en: "Page '{0}' is linked from a banner or the navigation and cannot be deleted",
    fr: 'La page « {0} » est liée depuis une bannière ou la navigation et ne peut pas être supprimée',
  },
  'site.color.notFound': {
    'zh-CN': '配色方案不存在',
    en: 'The colour scheme does not exist',
    fr: 'La palette de couleurs n’existe pas',
  },
  'site.color.inUse': {
    'zh-CN': "配色方案'{0}'正在使用，不能删除",
    en: "Colour scheme '{0}' is in use and cannot be deleted",
    fr: 'La palette « {0} » est utilisée et ne peut pas être supprimée',
  },
  'site.statistics.range': {
    'zh-CN': '日期范围无效（开始不能晚于结束，且不超过366天）',
    en: 'Invalid date range (the start must not be after the end, at most 366 days)',
    fr: 'Période invalide (le début ne peut pas suivre la fin, 366 jours au plus)',
  },
  'site.job.visitRollup': {
    'zh-CN': '网站访问日汇总',
    en: 'Daily roll-up of website visits',
    fr: 'Synthèse quotidienne des visites du site',
  },
} satisfies Record<string, Entry>;

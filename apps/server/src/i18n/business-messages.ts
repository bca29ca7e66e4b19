import type { Entry } from './messages';

/** Server messages of the business area (keys prefixed `business.`), in zh-CN, en and fr. */
export const businessMessages = {
  'business.rfq.notFound': {
    'zh-CN': '询盘不存在',
    en: 'The quotation request does not exist',
    fr: 'La demande de devis n’existe pas',
  },
  'business.rfq.productMissing': {
    'zh-CN': '所选产品不存在',
    en: 'The selected product does not exist',
    fr: 'Le produit choisi n’existe pas',
  },
  'business.rfq.assigneeMissing': {
    'zh-CN': '负责人不存在或已停用',
    en: 'The assignee does not exist or is disabled',
    fr: 'Le responsable n’existe pas ou est désactivé',
  },
  'business.rfq.badMove': {
    'zh-CN': '询盘状态不能从「{0}」变更为「{1}」',
    en: 'A quotation request cannot move from "{0}" to "{1}"',
    fr: 'Une demande de devis ne peut pas passer de « {0} » à « {1} »',
  },
  'business.library.notFound': {
    'zh-CN': '资料不存在',
    en: 'The document does not exist',
    fr: 'Le document n’existe pas',
  },
  'business.library.fileMissing': {
    'zh-CN': '文件不存在，请重新上传',
    en: 'The file does not exist, please upload it again',
    fr: 'Le fichier n’existe pas, veuillez le téléverser à nouveau',
  },
  'business.library.forbiddenType': {
    'zh-CN': '资料库禁止上传 {0} 类型的文件',
    en: 'Files of type {0} cannot be uploaded to the library',
    fr: 'Les fichiers de type {0} ne peuvent pas être déposés dans la bibliothèque',
  },
  'business.library.pending': {
    'zh-CN': '资料「{0}」还有待审核的下载申请，不能删除',
    en: 'Document "{0}" still has pending download applications and cannot be deleted',
    fr: 'Le document « {0} » a encore des demandes de téléchargement en attente et ne peut pas être supprimé',
  },
  'business.download.notFound': {
    'zh-CN': '下载申请不存在',
    en: 'The download application does not exist',
    fr: 'La demande de téléchargement n’existe pas',
  },
  'business.download.docMissing': {
    'zh-CN': '申请的资料不存在',
    en: 'The requested document does not exist',
    fr: 'Le document demandé n’existe pas',
  },
  'business.download.decided': {
    'zh-CN': '{0} 的申请已审核，不能重复审核',
    en: 'The application of {0} has already been reviewed',
    fr: 'La demande de {0} a déjà été examinée',
  },
  'business.download.notApproved': {
    'zh-CN': '申请未通过审核，没有下载链接',
    en: 'The application is not approved and has no download link',
    fr: 'La demande n’est pas approuvée et n’a pas de lien de téléchargement',
  },
  'business.download.linkInvalid': {
    'zh-CN': '下载链接无效',
    en: 'The download link is not valid',
    fr: 'Le lien de téléchargement n’est pas valide',
  },
  'business.download.linkExpired': {
    'zh-CN': '下载链接已过期，请重新申请',
    en: 'The download link has expired, please apply again',
    fr: 'Le lien de téléchargement a expiré, veuillez refaire une demande',
  },
  'business.download.fileMissing': {
    'zh-CN': '文件已不存在，请联系管理员',
    en: 'The file no longer exists, please contact the administrator',
    fr: 'Le fichier n’existe plus, veuillez contacter l’administrateur',
  },
  'business.mail.approved.subject': {
    'zh-CN': '您申请的资料「{0}」可以下载了',
    en: 'Your download of "{0}" is ready',
    fr: 'Votre téléchargement de « {0} » est prêt',
  },
  'business.mail.approved.text': {
    'zh-CN':
      '{0}，您好：\n\n您申请的资料「{1}」已通过审核。请在 {3} 之前通过以下链接下载：\n\n{2}\n',
    en: 'Hello {0},\n\nYour application for "{1}" has been approved. Download it before {3} from this link:\n\n{2}\n',
    fr: 'Bonjour {0},\n\nVotre demande pour « {1} » a été approuvée. Téléchargez-le avant le {3} avec ce lien :\n\n{2}\n',
  },
  'business.mail.refused.subject': {
    'zh-CN': '您对资料「{0}」的下载申请未通过',
    en: 'Your download application for "{0}"',
    fr: 'Votre demande de téléchargement pour « {0} »',
  },
  'business.mail.refused.text': {
    'zh-CN': '{0}，您好：\n\n很抱歉，您对资料「{1}」的下载申请未通过审核。{2}\n',
    en: 'Hello {0},\n\nWe are sorry: your application for "{1}" was not approved. {2}\n',
    fr: 'Bonjour {0},\n\nNous sommes désolés : votre demande pour « {1} » n’a pas été approuvée. {2}\n',
  },
  'business.follower.notFound': {
    'zh-CN': '关注者不存在',
    en: 'The follower does not exist',
    fr: 'L’abonné n’existe pas',
  },
  'business.follower.emailExists.add': {
    'zh-CN': "新增关注者'{0}'失败，邮箱已存在",
    en: "Adding follower '{0}' failed: the email already exists",
    fr: "L’ajout de l’abonné '{0}' a échoué : l’e-mail existe déjà",
  },
  'business.follower.emailExists.edit': {
    'zh-CN': "修改关注者'{0}'失败，邮箱已存在",
    en: "Editing follower '{0}' failed: the email already exists",
    fr: "La modification de l’abonné '{0}' a échoué : l’e-mail existe déjà",
  },
  'business.comment.notFound': {
    'zh-CN': '评论不存在',
    en: 'The comment does not exist',
    fr: 'Le commentaire n’existe pas',
  },
} satisfies Record<string, Entry>;

// Server messages of the knowledge centre (issue 13): FAQ, certificates, articles, solutions,
// success cases, publication. English texts follow the spec (§5 image upload, rich-text editor,
// domain certificate dates) where it words them.

/** Server messages of the knowledge area (keys prefixed `knowledge.`), in zh-CN, en and fr. */
export const knowledgeMessages = {
  'monitor.handler.articles.publishScheduled': {
    'zh-CN': '定时发布文章',
    en: 'Publish scheduled articles',
    fr: 'Publier les articles programmés',
  },
  'knowledge.faq.exists.add': {
    'zh-CN': "新增问题'{0}'失败，问题已存在",
    en: "Failed to add the question '{0}': it already exists",
    fr: "Impossible d'ajouter la question « {0} » : elle existe déjà",
  },
  'knowledge.faq.exists.edit': {
    'zh-CN': "修改问题'{0}'失败，问题已存在",
    en: "Failed to change the question '{0}': it already exists",
    fr: 'Impossible de modifier la question « {0} » : elle existe déjà',
  },
  'knowledge.faq.notFound': {
    'zh-CN': '问题不存在',
    en: 'This question does not exist',
    fr: "Cette question n'existe pas",
  },
  'knowledge.faq.answerEmpty': {
    'zh-CN': '答案不能为空',
    en: 'The answer cannot be empty',
    fr: 'La réponse ne peut pas être vide',
  },
  'knowledge.restricted.image': {
    'zh-CN': '不允许插入图片',
    en: 'Images not allowed',
    fr: 'Images non autorisées',
  },
  'knowledge.restricted.table': {
    'zh-CN': '不允许插入表格',
    en: 'Tables not allowed',
    fr: 'Tableaux non autorisés',
  },
  'knowledge.restricted.video': {
    'zh-CN': '不允许插入视频',
    en: 'Video not allowed',
    fr: 'Vidéo non autorisée',
  },
  'knowledge.restricted.audio': {
    'zh-CN': '不允许插入音频',
    en: 'Audio not allowed',
    fr: 'Audio non autorisé',
  },
  'knowledge.restricted.iframe': {
    'zh-CN': '不允许插入内嵌框架',
    en: 'Iframes not allowed',
    fr: 'Cadres intégrés (iframes) non autorisés',
  },
  'knowledge.cert.exists.add': {
    'zh-CN': "新增证书'{0}'失败，证书编号已存在",
    en: "Failed to add the certificate '{0}': the certificate number already exists",
    fr: "Impossible d'ajouter le certificat « {0} » : ce numéro de certificat existe déjà",
  },
  'knowledge.cert.exists.edit': {
    'zh-CN': "修改证书'{0}'失败，证书编号已存在",
    en: "Failed to change the certificate '{0}': the certificate number already exists",
    fr: 'Impossible de modifier le certificat « {0} » : ce numéro de certificat existe déjà',
  },
  'knowledge.cert.notFound': {
    'zh-CN': '证书不存在',
    en: 'This certificate does not exist',
    fr: "Ce certificat n'existe pas",
  },
  'knowledge.cert.expiryBeforeEffective': {
    'zh-CN': '到期日期不能早于生效日期',
    en: 'The expiry date cannot be earlier than the effective date',
    fr: "La date d'expiration ne peut pas être antérieure à la date d'effet",
  },
  'knowledge.cert.fileType': {
    'zh-CN': '证书文件格式不正确，请上传 PDF、JPG 或 PNG 格式文件',
    en: 'File format incorrect, please upload PDF, JPG or PNG format files',
    fr: 'Format de fichier incorrect, veuillez téléverser un fichier PDF, JPG ou PNG',
  },
  'knowledge.cert.notice.title': {
    'zh-CN': '证书即将到期：{0}（{1}）',
    en: 'Certificate expiring: {0} ({1})',
    fr: 'Certificat bientôt expiré : {0} ({1})',
  },
  'knowledge.productMissing': {
    'zh-CN': '关联的产品 {0} 不存在',
    en: 'The linked product {0} does not exist',
    fr: "Le produit lié {0} n'existe pas",
  },
  'knowledge.faqMissing': {
    'zh-CN': '关联的常见问题 {0} 不存在',
    en: 'The linked FAQ entry {0} does not exist',
    fr: "L'entrée de FAQ liée {0} n'existe pas",
  },
  'knowledge.article.notFound': {
    'zh-CN': '内容不存在',
    en: 'This record does not exist',
    fr: "Cet enregistrement n'existe pas",
  },
  'knowledge.article.stale': {
    'zh-CN': '该内容已被他人修改，请重新加载后再保存',
    en: 'Someone else changed this record; reload it and save again',
    fr: "Quelqu'un d'autre a modifié cet enregistrement ; rechargez-le et enregistrez à nouveau",
  },
  'knowledge.article.coverRatio': {
    'zh-CN': '图片宽高比必须为 1:1.4，当前比例为 {0}。',
    en: 'Image aspect ratio must be 1:1.4. Current ratio is {0}.',
    fr: "Le rapport d'aspect de l'image doit être de 1:1,4. Rapport actuel : {0}.",
  },
  'knowledge.article.coverUnknown': {
    'zh-CN': '读取图片文件失败，请重新上传封面',
    en: 'Failed to read image file; please upload the cover again',
    fr: 'Échec de la lecture du fichier image ; veuillez téléverser à nouveau la couverture',
  },
  'knowledge.content.imageSize': {
    'zh-CN': '正文图片大小不能超过 200 KB：{0}',
    en: 'Images in the content cannot exceed 200 KB: {0}',
    fr: 'Les images du contenu ne peuvent pas dépasser 200 Ko : {0}',
  },
  'knowledge.content.imageType': {
    'zh-CN': '正文图片只支持 JPG、PNG、GIF 格式：{0}',
    en: 'Only JPG, PNG and GIF images are accepted in the content: {0}',
    fr: 'Seules les images JPG, PNG et GIF sont acceptées dans le contenu : {0}',
  },
  'knowledge.publish.denied': {
    'zh-CN': '没有发布权限',
    en: 'You do not have permission to publish',
    fr: "Vous n'avez pas l'autorisation de publier",
  },
  'knowledge.publish.already': {
    'zh-CN': "'{0}'已发布",
    en: "'{0}' is already published",
    fr: '« {0} » est déjà publié',
  },
  'knowledge.publish.notLive': {
    'zh-CN': "'{0}'未发布，无法下线",
    en: "'{0}' is not published, it cannot be taken offline",
    fr: "« {0} » n'est pas publié, il ne peut pas être retiré",
  },
  'knowledge.schedule.past': {
    'zh-CN': '定时发布时间必须晚于当前时间',
    en: 'The scheduled publication time must be in the future',
    fr: "L'heure de publication programmée doit être dans le futur",
  },
  'knowledge.revision.notFound': {
    'zh-CN': '历史版本不存在',
    en: 'This version does not exist',
    fr: "Cette version n'existe pas",
  },
  'knowledge.required.title': {
    'zh-CN': '请填写标题',
    en: 'Please enter the title',
    fr: 'Veuillez saisir le titre',
  },
  'knowledge.required.description': {
    'zh-CN': '请填写描述',
    en: 'Please enter the description',
    fr: 'Veuillez saisir la description',
  },
  'knowledge.required.cover': {
    'zh-CN': '请上传封面图片',
    en: 'A cover image is required',
    fr: 'Une image de couverture est obligatoire',
  },
  'knowledge.required.category': {
    'zh-CN': '请选择分类',
    en: 'Please choose a category',
    fr: 'Veuillez choisir une catégorie',
  },
  'knowledge.required.content': {
    'zh-CN': '请填写正文',
    en: 'Please enter the content',
    fr: 'Veuillez saisir le contenu',
  },
  'knowledge.required.customer': {
    'zh-CN': '请填写客户名称',
    en: 'Please enter the customer',
    fr: 'Veuillez saisir le client',
  },
  'knowledge.required.industry': {
    'zh-CN': '请选择行业',
    en: 'Please choose the industry',
    fr: 'Veuillez choisir le secteur',
  },
  'knowledge.required.country': {
    'zh-CN': '请填写国家',
    en: 'Please enter the country',
    fr: 'Veuillez saisir le pays',
  },
};

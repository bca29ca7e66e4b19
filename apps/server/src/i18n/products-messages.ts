import type { Entry } from './messages';

// The English texts of the form and field messages are the spec's (§5 "Product and lists") and
// match packages/console-core/src/validators so the browser and the server say the same thing.

/** Server messages of the products area (keys prefixed `products.`), in zh-CN, en and fr. */
export const productsMessages = {
  'products.form.incomplete': {
    'zh-CN': '请检查表单并完整填写',
    en: 'Please Check the Form and Fill It Out Completely',
    fr: 'Veuillez vérifier le formulaire et le remplir entièrement',
  },
  'products.form.invalid': {
    'zh-CN': '请填写所有必填项并确保格式正确',
    en: 'Please complete all required fields and ensure that the format is correct',
    fr: 'Veuillez remplir tous les champs obligatoires et vérifier que le format est correct',
  },
  'products.field.empty': {
    'zh-CN': '不能为空',
    en: 'Cannot Be Empty',
    fr: 'Ne peut pas être vide',
  },
  'products.field.secondaryCategory': {
    'zh-CN': '请选择二级分类',
    en: 'Please select a secondary category',
    fr: 'Veuillez choisir une sous-catégorie',
  },
  'products.field.coverRequired': {
    'zh-CN': '请上传封面图片',
    en: 'Please upload a cover image',
    fr: 'Veuillez téléverser une image de couverture',
  },
  'products.field.imageCount': {
    'zh-CN': '上传文件数量不能超过 {0} 个',
    en: 'Upload file count cannot exceed {0}',
    fr: 'Le nombre de fichiers téléversés ne peut pas dépasser {0}',
  },
  'products.field.fileCount': {
    'zh-CN': '上传文件数量不能超过 {0} 个!',
    en: 'Number of uploaded files cannot exceed {0}!',
    fr: 'Le nombre de fichiers téléversés ne peut pas dépasser {0} !',
  },
  'products.field.url': {
    'zh-CN': '链接格式不正确',
    en: 'The link format is incorrect',
    fr: "Le format du lien n'est pas correct",
  },
  'products.field.specDetailRequired': {
    'zh-CN': '请至少添加一条规格明细',
    en: 'Please add at least one specification detail',
    fr: 'Veuillez ajouter au moins un détail de spécification',
  },
  'products.field.specColumnRequired': {
    'zh-CN': '请至少添加一列规格',
    en: 'Please add at least one specification column',
    fr: 'Veuillez ajouter au moins une colonne de spécification',
  },
  'products.field.specColumnDuplicate': {
    'zh-CN': '规格列重复',
    en: 'The specification column is repeated',
    fr: 'La colonne de spécification est en double',
  },
  'products.field.specCellEmpty': {
    'zh-CN': '规格表不能有空单元格',
    en: 'The specification table cannot contain empty cells',
    fr: 'Le tableau des spécifications ne peut pas contenir de cellules vides',
  },
  'products.field.positiveNumber': {
    'zh-CN': '请输入大于0的数字',
    en: 'Please enter a number greater than 0',
    fr: 'Veuillez saisir un nombre supérieur à 0',
  },
  'products.field.positiveInteger': {
    'zh-CN': '请输入正整数',
    en: 'Please enter a positive integer',
    fr: 'Veuillez saisir un entier positif',
  },
  'products.field.sortValue': {
    'zh-CN': '排序值必须为正整数',
    en: 'The sort value must be a positive integer',
    fr: 'La valeur de tri doit être un entier positif',
  },
  'products.field.recommendCountRequired': {
    'zh-CN': '请输入推荐数量',
    en: 'Please enter the recommended count',
    fr: 'Veuillez saisir le nombre recommandé',
  },
  'products.field.recommendCount': {
    'zh-CN': '推荐数量必须为正整数',
    en: 'The recommended count must be a positive integer',
    fr: 'Le nombre recommandé doit être un entier positif',
  },
  'products.category.parentInvalid': {
    'zh-CN': '上级分类必须是一级分类（分类只有两级）',
    en: 'The parent must be a top-level category (categories have two levels)',
    fr: 'Le parent doit être une catégorie de premier niveau (les catégories ont deux niveaux)',
  },
  'products.category.nameExists': {
    'zh-CN': "保存分类'{0}'失败，同级分类名称已存在",
    en: "Could not save category '{0}': the name already exists at this level",
    fr: "Impossible d'enregistrer la catégorie « {0} » : ce nom existe déjà à ce niveau",
  },
  'products.category.notFound': {
    'zh-CN': '分类不存在',
    en: 'The category does not exist',
    fr: "La catégorie n'existe pas",
  },
  'products.category.hasChildren': {
    'zh-CN': '存在下级分类,不允许删除',
    en: 'The category has sub-categories and cannot be deleted',
    fr: 'La catégorie a des sous-catégories et ne peut pas être supprimée',
  },
  'products.category.hasProducts': {
    'zh-CN': '分类存在产品,不允许删除',
    en: 'The category still holds products and cannot be deleted',
    fr: 'La catégorie contient encore des produits et ne peut pas être supprimée',
  },
  'products.product.notFound': {
    'zh-CN': '产品不存在',
    en: 'The product does not exist',
    fr: "Le produit n'existe pas",
  },
  'products.product.conflict': {
    'zh-CN': '该产品已被他人修改，请重新加载后再保存您的修改',
    en: 'Someone else changed this product after you opened it; reload it and apply your changes again',
    fr: "Quelqu'un d'autre a modifié ce produit après son ouverture ; rechargez-le et appliquez à nouveau vos modifications",
  },
  'products.product.listNotApproved': {
    'zh-CN': "产品'{0}'未审核通过，不能上架",
    en: "Product '{0}' is not approved and cannot be listed",
    fr: "Le produit « {0} » n'est pas approuvé et ne peut pas être mis en ligne",
  },
  'products.product.auditNotPending': {
    'zh-CN': "产品'{0}'不是待审核状态",
    en: "Product '{0}' is not pending review",
    fr: "Le produit « {0} » n'est pas en attente de validation",
  },
  'products.product.submitApproved': {
    'zh-CN': "产品'{0}'已审核通过，无需提交",
    en: "Product '{0}' is already approved",
    fr: 'Le produit « {0} » est déjà approuvé',
  },
  'products.product.rejectReason': {
    'zh-CN': '请填写驳回原因',
    en: 'Please enter the reason for the rejection',
    fr: 'Veuillez indiquer le motif du refus',
  },
  'products.draft.notFound': {
    'zh-CN': '草稿不存在',
    en: 'The draft does not exist',
    fr: "Le brouillon n'existe pas",
  },
  'products.draft.conflict': {
    'zh-CN': '该草稿已在别处保存，请重新加载后再保存',
    en: 'This draft was saved elsewhere after you opened it; reload it and save again',
    fr: 'Ce brouillon a été enregistré ailleurs après son ouverture ; rechargez-le et enregistrez à nouveau',
  },
  'products.export.productId': { 'zh-CN': '产品编号', en: 'Product ID', fr: 'N° de produit' },
  'products.export.name': { 'zh-CN': '产品名称', en: 'Name', fr: 'Nom' },
  'products.export.series': { 'zh-CN': '系列', en: 'Series', fr: 'Série' },
  'products.export.modelName': { 'zh-CN': '型号', en: 'Model', fr: 'Modèle' },
  'products.export.category': { 'zh-CN': '分类', en: 'Category', fr: 'Catégorie' },
  'products.export.price': { 'zh-CN': '有效价格', en: 'Effective price', fr: 'Prix effectif' },
  'products.export.auditStatus': { 'zh-CN': '审核状态', en: 'Review', fr: 'Validation' },
  'products.export.listingStatus': { 'zh-CN': '上架状态', en: 'Listing', fr: 'Mise en ligne' },
  'products.export.recommended': { 'zh-CN': '推荐', en: 'Recommended', fr: 'Recommandé' },
  'products.export.createTime': { 'zh-CN': '创建时间', en: 'Created', fr: 'Créé le' },
  'products.export.updateTime': { 'zh-CN': '更新时间', en: 'Updated', fr: 'Mis à jour le' },
  'products.export.sheet': { 'zh-CN': '产品数据', en: 'Products', fr: 'Produits' },
  'products.audit.pending': { 'zh-CN': '待审核', en: 'Pending review', fr: 'En attente' },
  'products.audit.approved': { 'zh-CN': '审核通过', en: 'Approved', fr: 'Approuvé' },
  'products.audit.rejected': { 'zh-CN': '已驳回', en: 'Rejected', fr: 'Refusé' },
  'products.listing.listed': { 'zh-CN': '已上架', en: 'Listed', fr: 'En ligne' },
  'products.listing.delisted': { 'zh-CN': '已下架', en: 'Delisted', fr: 'Hors ligne' },
} satisfies Record<string, Entry>;

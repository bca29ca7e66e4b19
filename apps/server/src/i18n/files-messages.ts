import type { Entry } from './messages';

/** Server messages of the files area (keys prefixed `files.`), in zh-CN, en and fr. */
export const filesMessages = {
  'files.upload.noFile': {
    'zh-CN': '请选择要上传的文件（表单字段 file）',
    en: 'No file was sent (form field "file")',
    fr: 'Aucun fichier envoyé (champ de formulaire « file »)',
  },
  'files.upload.empty': {
    'zh-CN': '上传的文件为空',
    en: 'The uploaded file is empty',
    fr: 'Le fichier envoyé est vide',
  },
  'files.upload.tooLarge': {
    'zh-CN': '上传的文件大小超出限制的文件大小！允许的文件最大大小是：{0}！',
    en: 'The uploaded file is too large; the maximum allowed size is {0}',
    fr: 'Le fichier envoyé est trop volumineux ; la taille maximale autorisée est de {0}',
  },
  'files.upload.nameTooLong': {
    'zh-CN': '上传的文件名最长{0}个字符',
    en: 'File names may have at most {0} characters',
    fr: 'Les noms de fichier peuvent comporter au plus {0} caractères',
  },
  'files.upload.forbiddenType': {
    'zh-CN': '禁止上传{0}类型的文件',
    en: 'Files of type {0} may not be uploaded',
    fr: 'Les fichiers de type {0} ne peuvent pas être envoyés',
  },
  'files.upload.badExtension': {
    'zh-CN': '文件格式不正确，请上传{0}格式的文件',
    en: 'File format incorrect, please upload {0} format files',
    fr: 'Format de fichier incorrect, veuillez envoyer des fichiers au format {0}',
  },
  'files.upload.typeMismatch': {
    'zh-CN': '文件内容与扩展名 .{0} 不符',
    en: 'The file content does not match its extension .{0}',
    fr: 'Le contenu du fichier ne correspond pas à son extension .{0}',
  },
  'files.upload.badText': {
    'zh-CN': '文本文件必须是不含 NUL 字符的 UTF-8 文本',
    en: 'Text files must be UTF-8 text without NUL characters',
    fr: 'Les fichiers texte doivent être du texte UTF-8 sans caractère NUL',
  },
  'files.upload.badImage': {
    'zh-CN': '无法读取图片文件',
    en: 'Failed to read image file',
    fr: 'Impossible de lire le fichier image',
  },
  'files.upload.tooManyPixels': {
    'zh-CN': '图片像素过多（{0}×{1}），最多允许{2}百万像素',
    en: 'The image has too many pixels ({0}×{1}); at most {2} megapixels are allowed',
    fr: "L'image a trop de pixels ({0}×{1}) ; au plus {2} mégapixels sont autorisés",
  },
  'files.archive.refused': {
    'zh-CN':
      '压缩文件解压后过大或压缩比异常，已拒绝（最多{0}个条目，解压后最多{1}，压缩比最多{2}:1）',
    en: 'The archive unpacks to too much data or is compressed suspiciously and was refused (at most {0} entries, {1} unpacked, a {2}:1 compression ratio)',
    fr: "L'archive se décompresse en trop de données ou est compressée de façon suspecte ; elle a été refusée (au plus {0} entrées, {1} décompressés, un taux de compression de {2}:1)",
  },
  'files.upload.badField': {
    'zh-CN': '表单字段 {0} 无效',
    en: 'The form field {0} is invalid',
    fr: 'Le champ de formulaire {0} est invalide',
  },
  'files.download.invalidPath': {
    'zh-CN': '文件路径非法，不允许下载',
    en: 'Invalid file path; the download is not allowed',
    fr: 'Chemin de fichier invalide ; le téléchargement est refusé',
  },
  'files.download.notFound': {
    'zh-CN': '文件不存在',
    en: 'The file does not exist',
    fr: "Le fichier n'existe pas",
  },
  'files.download.deleteRefused': {
    'zh-CN': '只有临时文件可以在下载后删除',
    en: 'Only temporary files can be deleted after download',
    fr: 'Seuls les fichiers temporaires peuvent être supprimés après le téléchargement',
  },
} satisfies Record<string, Entry>;

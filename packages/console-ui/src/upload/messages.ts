// Texts of the upload components (ids `upload.*`); validation texts come from console-core.

/** Labels and failure texts of the upload components (spec section 8 for the failures). */
export const uploadMessages = {
  fileFailed: /*i18n*/ { id: 'upload.file.failed', message: 'Upload file failed, please retry' },
  imageFailed: /*i18n*/ { id: 'upload.image.failed', message: 'Upload image failed, please retry' },
  fileLoading: /*i18n*/ { id: 'upload.file.loading', message: 'Uploading file, please wait...' },
  imageLoading: /*i18n*/ { id: 'upload.image.loading', message: 'Uploading image, please wait...' },
  fileDrop: /*i18n*/ {
    id: 'upload.file.drop',
    message: 'Drop files here or press to choose (at most {limit}, {size} MB each)',
  },
  fileTypes: /*i18n*/ { id: 'upload.file.types', message: 'Formats: {formats}' },
  imageDrop: /*i18n*/ { id: 'upload.image.drop', message: 'Add image' },
  fileList: /*i18n*/ { id: 'upload.file.list', message: 'Uploaded files' },
  remove: /*i18n*/ { id: 'upload.remove', message: 'Remove {name}' },
  retry: /*i18n*/ { id: 'upload.retry', message: 'Retry {name}' },
  progress: /*i18n*/ { id: 'upload.progress', message: 'Uploading {name}' },
  failedItem: /*i18n*/ { id: 'upload.failedItem', message: 'Failed' },
  imageList: /*i18n*/ { id: 'upload.image.list', message: 'Images' },
  imageAlt: /*i18n*/ { id: 'upload.image.alt', message: 'Image {index}' },
  preview: /*i18n*/ { id: 'upload.image.preview', message: 'Preview image {index}' },
  removeImage: /*i18n*/ { id: 'upload.image.remove', message: 'Remove image {index}' },
  moveLeft: /*i18n*/ { id: 'upload.image.moveLeft', message: 'Move image {index} left' },
  moveRight: /*i18n*/ { id: 'upload.image.moveRight', message: 'Move image {index} right' },
  close: /*i18n*/ { id: 'upload.close', message: 'Close' },
  cropTitle: /*i18n*/ { id: 'upload.crop.title', message: 'Crop image' },
  cropOffer: /*i18n*/ {
    id: 'upload.crop.offer',
    message: 'Crop it to the required shape, or cancel to choose another image.',
  },
  cropArea: /*i18n*/ {
    id: 'upload.crop.area',
    message: 'Crop area: drag or use the arrow keys to move it',
  },
  cropSize: /*i18n*/ { id: 'upload.crop.size', message: 'Crop size' },
  cropUse: /*i18n*/ { id: 'upload.crop.use', message: 'Crop and use' },
  cancel: /*i18n*/ { id: 'upload.cancel', message: 'Cancel' },
} as const;

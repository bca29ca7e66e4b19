// Barrel of upload; re-exported by src/index.ts.

/** File list with drag-and-drop, progress, remove and retry, checked with console-core's rules. */
export { FileUpload } from './file-upload';
/** Props of `FileUpload`. */
export type { FileUploadProps } from './file-upload';
/** Image slot with previews, reorder, ratio/size rules and cropping to the slot's shape. */
export { ImageUpload } from './image-upload';
/** Props of `ImageUpload`. */
export type { ImageUploadProps } from './image-upload';
/** Shape rules of image slots and what they mean for validation and cropping. */
export { SLOT_SHAPES } from './image-rules';
/** Shape rule names and their meaning. */
export type { ImageSlotRule, SlotShape } from './image-rules';
/** Upload functions bound to a console's client (spec section 7 endpoints). */
export { createUploaders } from './create-uploaders';
/** What `createUploaders` returns, and its options. */
export type { Uploaders, UploadersOptions } from './create-uploaders';
/** Pure crop geometry behind the crop dialog. */
export {
  canCrop,
  clampCrop,
  cropOutput,
  cropScale,
  initialCrop,
  largestCrop,
  moveCrop,
  scaleCrop,
} from './crop-math';
/** A rectangle in image pixels. */
export type { CropRect } from './crop-math';
/** The canvas cropper used by `ImageUpload`, replaceable through its `cropImage` prop. */
export { cropWithCanvas } from './crop-canvas';
/** Signature of an image cropper. */
export type { ImageCropper } from './crop-canvas';
/** Entries and callbacks of the upload components. */
export type { FileUploader, ImageUploader, ProgressListener, UploadedFile } from './types';

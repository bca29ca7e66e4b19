import type { ImageSize } from '@wcm/console-core';

import type { CropRect } from './crop-math';

/** Cuts `source` out of an image file and scales it to `output`, as a new image Blob. */
export type ImageCropper = (file: Blob, source: CropRect, output: ImageSize) => Promise<Blob>;

/** The output type of a crop: JPEG stays JPEG, everything else becomes PNG. */
export function croppedType(file: Blob): 'image/jpeg' | 'image/png' {
  return file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/** {@link ImageCropper} of browsers: `createImageBitmap`, a canvas and `toBlob`. */
export const cropWithCanvas: ImageCropper = async (file, source, output) => {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = output.width;
    canvas.height = output.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    context.imageSmoothingQuality = 'high';
    const { x, y, width, height } = source;
    context.drawImage(bitmap, x, y, width, height, 0, 0, output.width, output.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))),
        croppedType(file),
        0.92,
      ),
    );
  } finally {
    bitmap.close();
  }
};

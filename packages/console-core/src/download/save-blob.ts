/** Saves a blob as a file on the person's device under `name`. */
export type SaveBlob = (blob: Blob, name: string) => void;

/**
 * The browser way to save a blob: an object URL clicked through a temporary `<a download>`.
 * Throws where there is no DOM (SSR, workers); pass your own {@link SaveBlob} to `createConsole`
 * there.
 */
export const saveBlobWithAnchor: SaveBlob = (blob, name) => {
  if (
    typeof document === 'undefined' ||
    typeof URL === 'undefined' ||
    typeof URL.createObjectURL !== 'function'
  )
    throw new Error('saveBlobWithAnchor needs a DOM; pass saveBlob to createConsole');
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoking synchronously can cancel the download in some browsers; let it start first.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
};

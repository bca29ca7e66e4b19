import JSZip from 'jszip';

/** A zip (deflated) of `files` (path → text), as the generator's download. */
export async function zipFiles(files: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  // A fixed date keeps the archive reproducible for identical settings.
  const date = new Date(Date.UTC(2026, 0, 1));
  for (const [path, text] of Object.entries(files)) zip.file(path, text, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

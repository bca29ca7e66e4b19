import { useLingui } from '@lingui/react';
import {
  formatValidation,
  isApiError,
  validateEditorImage,
  validateRestrictedImageUpload,
  type ValidationFailure,
} from '@wcm/console-core';
import { useCallback } from 'react';
import type { Editor } from 'slate';

import { useConsole } from '../console/console-provider';
import { insertImage } from './commands';
import { editorMessages } from './messages';

/** Options of {@link useImageInsert}. */
export interface ImageInsertOptions {
  editor: Editor;
  variant: 'full' | 'restricted';
  uploadImage?: (file: File) => Promise<string>;
  /** Shows an error next to the editor as well as through the presenter. */
  onError: (text: string) => void;
}

/**
 * Validation, loading overlay and upload of images picked, pasted or dropped into the editor:
 * the restricted variant refuses them, the full one accepts JPG/PNG/GIF up to 204800 bytes.
 */
export function useImageInsert({ editor, variant, uploadImage, onError }: ImageInsertOptions) {
  const { i18n } = useLingui();
  const { presenter } = useConsole();

  const fail = useCallback(
    (text: string) => {
      presenter.message({ type: 'error', text });
      onError(text);
    },
    [presenter, onError],
  );

  const refuse = useCallback(
    (result: ValidationFailure) => fail(formatValidation(i18n, result) ?? ''),
    [fail, i18n],
  );

  const insertFiles = useCallback(
    async (files: readonly File[]) => {
      for (const file of files) {
        const check =
          variant === 'restricted' ? validateRestrictedImageUpload() : validateEditorImage(file);
        if (!check.ok) {
          refuse(check);
          continue;
        }
        if (!uploadImage) return;
        const overlay = presenter.loading(i18n._(editorMessages.uploading));
        try {
          const url = await uploadImage(file);
          insertImage(editor, url);
        } catch (error) {
          fail(
            isApiError(error) && error.kind === 'code'
              ? error.message
              : i18n._(editorMessages.uploadFailed),
          );
        } finally {
          overlay.close();
        }
      }
    },
    [editor, variant, uploadImage, presenter, i18n, fail, refuse],
  );

  return { insertFiles, refuse };
}

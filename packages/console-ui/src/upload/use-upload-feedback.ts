import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { formatValidation, isApiError, type ValidationFailure } from '@wcm/console-core';
import { useCallback, useState } from 'react';

import { useConsole } from '../console/console-provider';

/**
 * Shows upload problems twice: as a presenter error message (RuoYi's msgError) and as an inline
 * alert under the component, which stays until the next attempt.
 */
export function useUploadFeedback() {
  const { i18n } = useLingui();
  const { presenter } = useConsole();
  const [error, setError] = useState<string>();

  const fail = useCallback(
    (text: string) => {
      presenter.message({ type: 'error', text });
      setError(text);
    },
    [presenter],
  );

  /** A validator refused the file: its message, translated. */
  const refuse = useCallback(
    (result: ValidationFailure) => fail(formatValidation(i18n, result) ?? ''),
    [fail, i18n],
  );

  /** The upload failed: the server's message for a business error, else `fallback`. */
  const failUpload = useCallback(
    (reason: unknown, fallback: MessageDescriptor) => {
      const serverMessage = isApiError(reason) && reason.kind === 'code';
      fail(serverMessage ? reason.message : i18n._(fallback));
      return serverMessage;
    },
    [fail, i18n],
  );

  /** Opens the loading overlay with a translated text. */
  const loading = useCallback(
    (text: MessageDescriptor) => presenter.loading(i18n._(text)),
    [presenter, i18n],
  );

  /** Shows a rule's message inline only (e.g. a required slot left empty). */
  const note = useCallback(
    (result: ValidationFailure) => setError(formatValidation(i18n, result)),
    [i18n],
  );

  const clear = useCallback(() => setError(undefined), []);

  /** A rule's message, translated. */
  const format = useCallback(
    (result: ValidationFailure) => formatValidation(i18n, result) ?? '',
    [i18n],
  );

  return { error, fail, refuse, failUpload, loading, note, clear, format, i18n };
}

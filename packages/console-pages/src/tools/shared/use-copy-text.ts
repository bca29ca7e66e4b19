import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';

/** Copies generated code to the clipboard and says whether it worked (build export, gen preview). */
export function useCopyText() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      wcm.presenter.message({
        type: 'success',
        text: i18n._({ id: 'pages.tools.copied', message: 'Copied' }),
      });
    } catch {
      wcm.presenter.message({
        type: 'error',
        text: i18n._({
          id: 'pages.tools.copyFailed',
          message: 'Copying failed; select the text instead',
        }),
      });
    }
  };
}

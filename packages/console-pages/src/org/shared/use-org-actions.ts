import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';

/** Confirmation and success messages every org page uses, translated. */
export function useOrgActions() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      /** Asks in RuoYi's 'System prompt' box; resolves true on OK. */
      confirm: (text: string) =>
        wcm.presenter.confirm({
          title: i18n._({ id: 'pages.org.confirm.title', message: 'System prompt' }),
          text,
          confirmText: i18n._({ id: 'pages.org.confirm.ok', message: 'OK' }),
          cancelText: i18n._({ id: 'pages.org.confirm.cancel', message: 'Cancel' }),
        }),
      /** Shows a success message. */
      success: (text: string) => wcm.presenter.message({ type: 'success', text }),
      saved: () =>
        wcm.presenter.message({
          type: 'success',
          text: i18n._({ id: 'pages.org.msg.saved', message: 'Saved successfully' }),
        }),
      added: () =>
        wcm.presenter.message({
          type: 'success',
          text: i18n._({ id: 'pages.org.msg.added', message: 'Added successfully' }),
        }),
      deleted: () =>
        wcm.presenter.message({
          type: 'success',
          text: i18n._({ id: 'pages.org.msg.deleted', message: 'Deleted successfully' }),
        }),
    }),
    [wcm, i18n],
  );
}

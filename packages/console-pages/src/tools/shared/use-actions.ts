import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';

/** Confirmation and success messages of the tools pages, translated. */
export function useActions() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  return useMemo(() => {
    const success = (text: string) => wcm.presenter.message({ type: 'success', text });
    return {
      /** Asks in RuoYi's 'System prompt' box; resolves true on OK. */
      confirm: (text: string) =>
        wcm.presenter.confirm({
          title: i18n._({ id: 'pages.tools.confirm.title', message: 'System prompt' }),
          text,
          confirmText: i18n._({ id: 'pages.tools.confirm.ok', message: 'OK' }),
          cancelText: i18n._({ id: 'pages.tools.confirm.cancel', message: 'Cancel' }),
        }),
      success,
      added: () => success(i18n._({ id: 'pages.tools.msg.added', message: 'Added successfully' })),
      saved: () => success(i18n._({ id: 'pages.tools.msg.saved', message: 'Saved successfully' })),
      deleted: () =>
        success(i18n._({ id: 'pages.tools.msg.deleted', message: 'Deleted successfully' })),
      cleaned: () =>
        success(i18n._({ id: 'pages.tools.msg.cleaned', message: 'Cleared successfully' })),
      refreshed: () =>
        success(
          i18n._({ id: 'pages.tools.msg.refreshed', message: 'Cache refreshed successfully' }),
        ),
      /** The usual delete question naming the ids or keys ('Delete the parameter with ID "1,2"?'). */
      confirmDelete: (what: string, ids: string) =>
        wcm.presenter.confirm({
          title: i18n._({ id: 'pages.tools.confirm.title', message: 'System prompt' }),
          text: i18n._({
            id: 'pages.tools.confirm.delete',
            message: 'Are you sure you want to delete the {what} with ID "{ids}"?',
            values: { what, ids },
          }),
          confirmText: i18n._({ id: 'pages.tools.confirm.ok', message: 'OK' }),
          cancelText: i18n._({ id: 'pages.tools.confirm.cancel', message: 'Cancel' }),
        }),
    };
  }, [wcm, i18n]);
}

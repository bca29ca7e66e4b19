import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';

/** Confirmations and success messages of the product pages, translated. */
export function useProductsActions() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  return useMemo(() => {
    const success = (text: string) => wcm.presenter.message({ type: 'success', text });
    const confirm = (text: string) =>
      wcm.presenter.confirm({
        title: i18n._({ id: 'pages.products.confirm.title', message: 'System prompt' }),
        text,
        confirmText: i18n._({ id: 'pages.products.confirm.ok', message: 'OK' }),
        cancelText: i18n._({ id: 'pages.products.confirm.cancel', message: 'Cancel' }),
      });
    return {
      /** Asks in the 'System prompt' box; resolves true on OK. */
      confirm,
      success,
      saved: () =>
        success(i18n._({ id: 'pages.products.msg.saved', message: 'Saved successfully' })),
      deleted: () =>
        success(i18n._({ id: 'pages.products.msg.deleted', message: 'Deleted successfully' })),
      done: () =>
        success(i18n._({ id: 'pages.products.msg.done', message: 'Operation successful' })),
      /** 'Delete the {what} "{names}"?' */
      confirmDelete: (what: string, names: string) =>
        confirm(
          i18n._({
            id: 'pages.products.confirm.delete',
            message: 'Are you sure you want to delete the {what} "{names}"?',
            values: { what, names },
          }),
        ),
    };
  }, [wcm, i18n]);
}

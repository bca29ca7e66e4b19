import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useResourceNotices } from '../../common/resource/use-resource-notices';

/**
 * Confirmations and success messages of the product pages, translated: the resource pages'
 * prompt box and messages, plus the products' own 'Operation successful' and delete question.
 */
export function useProductsActions() {
  const notices = useResourceNotices();
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      /** Asks in the 'System prompt' box; resolves true on OK. */
      confirm: notices.confirm,
      success: notices.success,
      saved: notices.saved,
      deleted: notices.deleted,
      done: () =>
        notices.success(i18n._({ id: 'pages.products.msg.done', message: 'Operation successful' })),
      /** 'Delete the {what} "{names}"?' */
      confirmDelete: (what: string, names: string) =>
        notices.confirm(
          i18n._({
            id: 'pages.products.confirm.delete',
            message: 'Are you sure you want to delete the {what} "{names}"?',
            values: { what, names },
          }),
        ),
    }),
    [notices, i18n],
  );
}

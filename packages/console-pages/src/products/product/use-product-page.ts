import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useResourceList } from '../../common/resource';
import { useProductLinks } from '../shared/places';
import { exportName, idList } from '../shared/products-types';
import { useProductsActions } from '../shared/use-products-actions';

/** Filters of the product list, as kept in the URL. */
export const PRODUCT_FILTERS = {
  name: '',
  series: '',
  modelName: '',
  categoryId: '',
  auditStatus: '',
  listingStatus: '',
};

/**
 * Controller of the product list: URL filters, paging, batch delete / list / delist, submit
 * for review, approve or reject, recommend, export, preview.
 */
export function useProductPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const links = useProductLinks();
  const actions = useProductsActions();
  const [auditing, setAuditing] = useState<number[]>();
  const [previewId, setPreviewId] = useState<number>();
  const closePreview = useCallback(() => setPreviewId(undefined), []);
  const list = useResourceList('/brand/product', PRODUCT_FILTERS);
  const nameOf = (ids: readonly number[]) =>
    ids.map((id) => list.rows.find((r) => r.productId === id)?.name ?? String(id)).join(', ');

  /** Runs a change after an optional confirmation, then shows success and reloads. */
  const change = async (run: () => Promise<unknown>, question?: string) => {
    if (question && !(await actions.confirm(question))) return false;
    try {
      await run();
    } catch {
      return false;
    }
    actions.done();
    await list.reload();
    return true;
  };

  const remove = (ids: number[]) =>
    ids.length > 0 &&
    change(
      () =>
        wcm.call(
          wcm.api.DELETE('/brand/product/{productId}', {
            params: { path: { productId: idList(ids) } },
          }),
        ),
      i18n._({
        id: 'pages.products.confirm.deleteProducts',
        message: 'Are you sure you want to delete the product(s) "{names}"?',
        values: { names: nameOf(ids) },
      }),
    );

  const setListing = (ids: number[], listed: boolean) =>
    ids.length > 0 &&
    change(() => wcm.call(wcm.api.PUT('/brand/product/listing', { body: { ids, listed } })));

  const submit = (ids: number[]) =>
    ids.length > 0 &&
    change(() => wcm.call(wcm.api.PUT('/brand/product/submit', { body: { ids } })));

  const recommend = (ids: number[], recommended: boolean) =>
    ids.length > 0 &&
    change(() => wcm.call(wcm.api.PUT('/brand/product/recommend', { body: { ids, recommended } })));

  /** Approves or rejects (a reason is required to reject); false keeps the dialog open. */
  const audit = async (action: 'approve' | 'reject', reason: string) => {
    const ids = auditing ?? [];
    if (ids.length === 0) return false;
    const body = action === 'reject' ? { ids, action, reason: reason.trim() } : { ids, action };
    const ok = await change(() => wcm.call(wcm.api.PUT('/brand/product/audit', { body })));
    if (ok) setAuditing(undefined);
    return ok;
  };

  const exportList = () => {
    const params = Object.fromEntries(
      Object.entries(list.query.filters).filter(([, v]) => v !== ''),
    );
    return wcm.download.post('/brand/product/export', params, exportName('product'));
  };

  return {
    list,
    add: () => navigate(links.to('edit', 0)),
    edit: (id: number) => navigate(links.to('edit', id)),
    remove,
    setListing,
    submit,
    recommend,
    auditing,
    openAudit: (ids: number[]) => ids.length > 0 && setAuditing(ids),
    closeAudit: () => setAuditing(undefined),
    audit,
    previewId,
    preview: (id: number) => setPreviewId(id),
    closePreview,
    exportList,
  };
}

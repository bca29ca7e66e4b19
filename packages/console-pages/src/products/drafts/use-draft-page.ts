import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useNavigate } from 'react-router-dom';
import { useResourceList } from '../../common/resource';
import { publishDraftCall } from '../edit/product-api';
import { useProductLinks } from '../shared/places';
import { idList } from '../shared/products-types';
import { useProductsActions } from '../shared/use-products-actions';

/** Filters of the draft list, as kept in the URL. */
export const DRAFT_FILTERS = { name: '' };

/** Controller of the draft box: list, edit, publish (full rules), delete. */
export function useDraftPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const links = useProductLinks();
  const actions = useProductsActions();
  const list = useResourceList('/drafts/product', DRAFT_FILTERS);
  const nameOf = (ids: readonly number[]) =>
    ids.map((id) => list.rows.find((r) => r.draftId === id)?.name || `#${id}`).join(', ');

  const remove = async (ids: number[]) => {
    if (ids.length === 0) return;
    const what = i18n._({ id: 'pages.products.drafts.noun', message: 'draft(s)' });
    if (!(await actions.confirmDelete(what, nameOf(ids)))) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/drafts/product/{draftId}', { params: { path: { draftId: idList(ids) } } }),
      );
    } catch {
      return;
    }
    actions.deleted();
    await list.reload();
  };

  /**
   * Publishes a draft. A draft that fails the product rules is opened in the editor, where the
   * messages are shown at the fields.
   */
  const publish = async (draftId: number) => {
    const outcome = await publishDraftCall(wcm, draftId);
    if (outcome.kind === 'saved') {
      actions.success(
        i18n._({
          id: 'pages.products.edit.submitted',
          message: 'Saved; the product now waits for review',
        }),
      );
      await list.reload();
      return;
    }
    if (outcome.kind === 'invalid') {
      wcm.presenter.message({ type: 'error', text: outcome.msg });
      navigate(links.to('draftEdit', draftId));
    } else if (outcome.kind === 'conflict') {
      wcm.presenter.message({ type: 'error', text: outcome.msg });
    }
  };

  return {
    list,
    edit: (draftId: number) => navigate(links.to('draftEdit', draftId)),
    add: () => navigate(links.to('edit', 0)),
    toProducts: () => navigate(links.to('list')),
    remove,
    publish,
  };
}

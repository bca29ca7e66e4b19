import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DraftRow } from '../shared/products-types';
import { ok, renderProducts } from '../test/products-fake';
import { audit } from '../../common/test/rows';
import { DraftPage } from './draft-page';

const draft: DraftRow = {
  draftId: 4,
  productId: null,
  productVersion: null,
  name: 'Half pump',
  categoryId: null,
  categoryName: null,
  coverUrl: null,
  version: 2,
  ...audit(null),
};

describe('draft box', () => {
  it('opens a draft that fails the product rules in the editor', async () => {
    await renderProducts(
      <DraftPage />,
      {
        'GET /drafts/product/list': () => ok({ rows: [draft], total: 1 }),
        'POST /drafts/product/4/publish': () => ({
          code: 500,
          msg: 'Please Check the Form and Fill It Out Completely',
          errors: [{ field: 'name', code: 'required', msg: 'Cannot Be Empty' }],
        }),
      },
      { path: '/drafts/product', route: '/drafts/product' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Half pump' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/drafts/draftsProdEdit/index/4',
    );
  });

  it('deletes drafts after a confirmation and reloads the list', async () => {
    const { seen } = await renderProducts(
      <DraftPage />,
      {
        'GET /drafts/product/list': () => ok({ rows: [draft], total: 1 }),
        'DELETE /drafts/product/4': () => ok(),
      },
      { path: '/drafts/product', route: '/drafts/product' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Half pump' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.path === '/drafts/product/list')).toHaveLength(2),
    );
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/drafts/product/4')).toBe(true);
  });
});

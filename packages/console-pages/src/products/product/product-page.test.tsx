import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../shared/products-types';
import { ok, renderProducts } from '../test/products-fake';
import { audit } from '../../common/test/rows';
import { ProductPage } from './product-page';

function row(productId: number, name: string, auditStatus: ProductRow['auditStatus']): ProductRow {
  return {
    productId,
    name,
    series: 'S',
    modelName: 'M',
    categoryId: 2,
    categoryName: 'Centrifugal Pumps',
    coverUrl: null,
    priceType: 'fixed',
    effectivePrice: 12,
    recommendQuantity: null,
    autoList: false,
    auditStatus,
    auditReason: '',
    listingStatus: '0',
    recommended: false,
    version: 1,
    ...audit(null),
  };
}

const routes = {
  'GET /brand/product/list': () =>
    ok({ rows: [row(1, 'Pump A', '0'), row(2, 'Valve B', '1')], total: 2 }),
  'PUT /brand/product/audit': () => ok(),
  'PUT /brand/product/listing': () => ok(),
};

describe('product list page', () => {
  it('loads the filters kept in the URL and searches with the form into the URL', async () => {
    const { seen } = await renderProducts(<ProductPage />, routes, {
      path: '/brand/product?name=pump&auditStatus=0&pageNum=2',
      route: '/brand/product',
    });
    await screen.findByText('Pump A');
    const first = seen.find((r) => r.path === '/brand/product/list');
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      name: 'pump',
      auditStatus: '0',
      pageNum: '2',
      pageSize: '20',
    });
    const search = screen.getByRole('search');
    await userEvent.type(within(search).getByRole('textbox', { name: 'Model' }), 'M-1');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        seen
          .filter((r) => r.path === '/brand/product/list')
          .at(-1)
          ?.query.get('modelName'),
      ).toBe('M-1'),
    );
    expect(
      seen
        .filter((r) => r.path === '/brand/product/list')
        .at(-1)
        ?.query.get('pageNum'),
    ).toBe('1');
  });

  it('rejects only with a reason, keeping the dialog open until then', async () => {
    const { seen } = await renderProducts(<ProductPage />, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Review Pump A' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      'Cannot Be Empty',
    );
    expect(seen.some((r) => r.path === '/brand/product/audit')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No CE number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((r) => r.path === '/brand/product/audit')?.body).toEqual({
      ids: [1],
      action: 'reject',
      reason: 'No CE number',
    });
  });

  it('lists the selected products from the toolbar', async () => {
    const { seen } = await renderProducts(<ProductPage />, routes);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Valve B' }));
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() =>
      expect(seen.find((r) => r.path === '/brand/product/listing')?.body).toEqual({
        ids: [2],
        listed: true,
      }),
    );
  });

  it('hides the review action without the audit permission', async () => {
    await renderProducts(<ProductPage />, routes, {
      permissions: ['brand:product:list', 'brand:product:edit'],
    });
    await screen.findByText('Pump A');
    expect(screen.queryByRole('button', { name: 'Review Pump A' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Pump A' })).toBeInTheDocument();
  });
});

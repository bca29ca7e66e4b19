import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Draft, Product } from '../shared/products-types';
import { messages, ok, renderProducts } from '../test/products-fake';
import { audit } from '../../common/test/rows';
import { DraftEditPage, ProductEditPage, routeId } from './product-edit-page';
import { sentBody } from '../../common/test/area-fake';

const PRODUCT: Product = {
  productId: 5,
  name: 'Pump A',
  series: 'S',
  modelName: 'M-1',
  categoryId: 2,
  categoryName: 'Centrifugal Pumps',
  images: ['/profile/upload/a.png'],
  videoUrl: '',
  specAttributes: [],
  customAttributes: [{ key: 'Warranty', value: '2 years' }],
  specTable: {
    columns: [{ key: 'size', label: 'Size', numeric: false }],
    rows: [{ size: 'DN25' }],
  },
  priceType: 'negotiable',
  factoryPrice: null,
  agentPrice: null,
  userPrice: null,
  effectivePrice: null,
  attachments: [],
  certificates: [],
  faqIds: [],
  recommendQuantity: null,
  previewQuantity: null,
  autoList: false,
  keywords: '',
  description: '',
  auditStatus: '1',
  auditReason: '',
  listingStatus: '1',
  recommended: false,
  version: 7,
  ...audit(null),
};

const productRoute = { path: '/brand/prodEdit/index/5', route: '/brand/prodEdit/index/:dictId' };
const nameBox = () => screen.getByRole('textbox', { name: /Product name/ });

describe('product form page', () => {
  it('reads the route id: digits only, 0 or none for a new record', () => {
    expect(routeId(undefined)).toBe(0);
    expect(routeId('0')).toBe(0);
    expect(routeId('42')).toBe(42);
    expect(routeId('4a')).toBeUndefined();
  });

  it('refuses an empty form with the spec messages, at the fields and in a message', async () => {
    const { seen, presenter } = await renderProducts(
      <ProductEditPage />,
      {},
      {
        path: '/brand/prodEdit/index/0',
        route: '/brand/prodEdit/index/:dictId',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    const form = screen.getByRole('form');
    expect(within(form).getByText('Please select a secondary category')).toBeInTheDocument();
    expect(
      within(form).getByText('Please add at least one specification detail'),
    ).toBeInTheDocument();
    expect(nameBox()).toHaveAccessibleDescription('Cannot Be Empty');
    expect(screen.getAllByText('Please Check the Form and Fill It Out Completely').length).toBe(1);
    expect(messages(presenter)).toContain('Please Check the Form and Fill It Out Completely');
    expect(seen.some((r) => r.method !== 'GET')).toBe(false);
  });

  it('sends an edit with the version read and keeps the form on a conflict', async () => {
    const { seen, presenter } = await renderProducts(
      <ProductEditPage />,
      {
        'GET /brand/product/5': () => ok({ data: PRODUCT }),
        'PUT /brand/product': () => ({ code: 409, msg: 'The product was changed meanwhile.' }),
      },
      productRoute,
    );
    await waitFor(() => expect(nameBox()).toHaveValue('Pump A'));
    fireEvent.change(nameBox(), { target: { value: 'Pump B' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText(/Someone else saved this record/);
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ productId: 5, version: 7, name: 'Pump B', categoryId: 2 });
    expect(nameBox()).toHaveValue('Pump B');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(messages(presenter).join()).toContain('The product was changed meanwhile.');
  });

  it('shows the server rule failures at their fields', async () => {
    await renderProducts(
      <ProductEditPage />,
      {
        'GET /brand/product/5': () => ok({ data: PRODUCT }),
        'PUT /brand/product': () => ({
          code: 500,
          msg: 'Please Check the Form and Fill It Out Completely',
          errors: [
            { field: 'customAttributes[0].value', code: 'attribute-empty', msg: 'Cannot Be Empty' },
          ],
        }),
      },
      productRoute,
    );
    await waitFor(() => expect(nameBox()).toHaveValue('Pump A'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Custom value 1' })).toHaveAccessibleDescription(
        'Cannot Be Empty',
      ),
    );
  });

  it('saves the product as a draft of that product and continues at the draft route', async () => {
    const { seen } = await renderProducts(
      <ProductEditPage />,
      {
        'GET /brand/product/5': () => ok({ data: PRODUCT }),
        'POST /drafts/product': () => ok({ data: { draftId: 9, version: 1 } }),
      },
      productRoute,
    );
    await waitFor(() => expect(nameBox()).toHaveValue('Pump A'));
    fireEvent.change(nameBox(), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/drafts/draftsProdEdit/index/9',
    );
    expect(sentBody(seen, 'POST')).toMatchObject({
      productId: 5,
      productVersion: 7,
      form: { name: '' },
    });
  });

  it('publishes a draft after saving its changes, and goes to the product list', async () => {
    const draft: Draft = {
      draftId: 9,
      productId: null,
      productVersion: null,
      name: 'Pump A',
      categoryId: 2,
      categoryName: 'Centrifugal Pumps',
      coverUrl: null,
      version: 3,
      form: { ...PRODUCT, productId: undefined, version: undefined } as Draft['form'],
      ...audit(null),
    };
    const { seen } = await renderProducts(
      <DraftEditPage />,
      {
        'GET /drafts/product/9': () => ok({ data: draft }),
        'PUT /drafts/product': () => ok({ data: { draftId: 9, version: 4 } }),
        'POST /drafts/product/9/publish': () => ok({ data: { productId: 12, version: 1 } }),
      },
      { path: '/drafts/draftsProdEdit/index/9', route: '/drafts/draftsProdEdit/index/:dictId' },
    );
    await waitFor(() => expect(nameBox()).toHaveValue('Pump A'));
    fireEvent.change(nameBox(), { target: { value: 'Pump C' } });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/brand/product');
    const writes = seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual(['PUT /drafts/product', 'POST /drafts/product/9/publish']);
    expect(sentBody(seen, 'PUT')).toMatchObject({
      draftId: 9,
      version: 3,
      form: { name: 'Pump C' },
    });
  });
});

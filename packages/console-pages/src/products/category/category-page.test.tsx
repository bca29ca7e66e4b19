import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderProducts } from '../test/products-fake';
import { CategoryPage } from './category-page';
import { waitForSent } from '../../common/test/area-fake';

describe('category page', () => {
  it('shows the two-level tree', async () => {
    await renderProducts(<CategoryPage />, {});
    const table = await screen.findByRole('table', { name: 'Product categories' });
    await within(table).findByText('Centrifugal Pumps');
    expect(within(table).getByText('Valves')).toBeInTheDocument();
  });

  it('needs a recommended count and a positive integer sort value before saving', async () => {
    const { seen } = await renderProducts(<CategoryPage />, {
      'POST /brand/category': () => ok({ data: {} }),
    });
    await screen.findByText('Centrifugal Pumps');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Category name/ }), 'Fans');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Sort value/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      within(dialog).getByRole('spinbutton', { name: /Recommended count/ }),
    ).toHaveAccessibleDescription('Please enter the recommended count');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: /Sort value/ }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Sort value/ }), '5');
    await userEvent.type(
      within(dialog).getByRole('spinbutton', { name: /Recommended count/ }),
      '4',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await waitForSent(seen, 'POST')).toEqual({
      name: 'Fans',
      parentId: 0,
      sort: 5,
      recommendCount: 4,
      visible: true,
    });
  });

  it('shows the warning when a category still holds products and keeps it', async () => {
    const { presenter } = await renderProducts(<CategoryPage />, {
      'DELETE /brand/category/2': () => ({ code: 601, msg: 'The category still holds products' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Centrifugal Pumps' }));
    await waitFor(() => expect(messages(presenter)).toContain('The category still holds products'));
    expect(presenter.calls.find((c) => c.kind === 'message')?.options).toMatchObject({
      type: 'warning',
    });
    expect(screen.getByText('Centrifugal Pumps')).toBeInTheDocument();
  });

  it('moves a category up by saving new sort values', async () => {
    const { seen } = await renderProducts(<CategoryPage />, {
      'PUT /brand/category/sort': () => ok(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Valves up' }));
    await waitFor(() =>
      expect(seen.find((r) => r.path === '/brand/category/sort')?.body).toEqual({
        items: [
          { categoryId: 3, sort: 20 },
          { categoryId: 1, sort: 10 },
        ],
      }),
    );
  });
});

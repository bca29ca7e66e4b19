import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ok, renderArea, type FakeRequest } from '../../common/test/area-fake';
import { ProductPicker } from './product-picker';

// More products than one page of the list: the picker must find any of them by name.
const PRODUCTS = Array.from({ length: 150 }, (_, i) => ({
  productId: i + 1,
  name: `Pump ${String(i + 1).padStart(3, '0')}`,
  modelName: i === 139 ? 'WCM-140' : '',
}));

const list = ({ query }: FakeRequest) => {
  const name = (query.get('name') ?? '').toLowerCase();
  const size = Number(query.get('pageSize'));
  const rows = PRODUCTS.filter((p) => p.name.toLowerCase().includes(name));
  return ok({ rows: rows.slice(0, size), total: rows.length });
};

const routes = {
  'GET /brand/product/list': list,
  'GET /brand/product/*': ({ path }: FakeRequest) => {
    const product = PRODUCTS.find((p) => p.productId === Number(path.split('/').pop()));
    return product ? ok({ data: product }) : { code: 500, msg: '产品不存在' };
  },
};

function Linked({ initial }: { initial: number[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <ProductPicker value={ids} onChange={setIds} label="Linked products" />
      <output>{ids.join(',')}</output>
    </>
  );
}

describe('ProductPicker', () => {
  it('shows linked products beyond the first page by name, and a removed one by its number', async () => {
    await renderArea(<Linked initial={[1, 140, 999]} />, routes);
    expect(await screen.findByText('Pump 140 (WCM-140)')).toBeInTheDocument();
    expect(screen.getByText('Pump 001')).toBeInTheDocument();
    expect(await screen.findByText('#999')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1,140,999');
  });

  it('searches the server as the user types and links a product past the first hundred', async () => {
    const { server } = await renderArea(<Linked initial={[3]} />, routes);
    await screen.findByText('Pump 003');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Linked products' }));
    await user.keyboard('pump 14');
    const option = await screen.findByRole('option', { name: 'Pump 140 (WCM-140)' });
    expect(server.seen.some((r) => r.query.get('name') === 'pump 14')).toBe(true);
    await user.click(option);
    expect(screen.getByRole('status')).toHaveTextContent('3,140');
    // The chosen one stays as a chip once the search is over.
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Linked products' }).parentElement!).getByText(
          'Pump 140 (WCM-140)',
        ),
      ).toBeInTheDocument(),
    );
  });
});

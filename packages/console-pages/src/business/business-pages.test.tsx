import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderArea, waitForSent } from '../common/test/area-fake';
import { audit } from '../common/test/rows';
import { DownloadPage } from './download/download-page';
import { formatSize } from './library/library-page';
import { RfqDetailPage } from './rfq/rfq-detail-page';
import { RfqPage } from './rfq/rfq-page';
import { noDictRoutes } from '../common/test/dicts';

const rfq = {
  rfqId: 7,
  productId: 3,
  productName: 'CP-200 Centrifugal Pump',
  unit: 'pcs',
  quantity: 120,
  tradeTerms: 'FOB',
  paymentTerms: 'TT',
  shippingMethod: 'sea',
  contactName: 'Carlos Mendes',
  company: 'AguaSul',
  email: 'carlos@example.com',
  phone: '',
  country: 'BR',
  message: 'Best price please',
  source: 'website',
  assigneeId: null,
  assigneeName: '',
  status: 'contacted',
  ...audit('2026-01-02 10:00:00'),
};

const dict = (entries: Array<[string, string]>) => () =>
  ok({
    data: entries.map(([v, l]) => ({ dictValue: v, dictLabel: l, listClass: '', cssClass: '' })),
  });

const common = {
  'GET /system/dict/data/type/wcm_rfq_status': dict([
    ['new', 'New'],
    ['contacted', 'Contacted'],
    ['quoted', 'Quoted'],
    ['won', 'Won'],
    ['lost', 'Lost'],
  ]),
  ...noDictRoutes,
  'GET /quotation/rfq/assignees': () =>
    ok({ data: [{ userId: 2, userName: 'ry', nickName: 'Ruo Yi' }] }),
};

describe('RFQ detail', () => {
  it('shows the request, offers only the allowed moves and sends one with the note', async () => {
    const { server } = await renderArea(
      <RfqDetailPage />,
      {
        ...common,
        'GET /quotation/rfq/7': () => ok({ data: rfq }),
        'GET /quotation/rfq/history/7': () =>
          ok({
            data: [
              {
                noteId: 1,
                kind: 'status',
                fromStatus: 'new',
                toStatus: 'contacted',
                assigneeId: null,
                assigneeName: '',
                content: 'Called him',
                createBy: 'admin',
                createTime: '2026-01-03 09:00:00',
              },
            ],
          }),
        'PUT /quotation/rfq/status': () => ok(),
      },
      { path: '/quotation/rfq-detail/index/7', route: '/quotation/rfq-detail/index/:rfqId' },
    );
    await screen.findByText(/CP-200 Centrifugal Pump/);
    const history = screen.getByRole('region', { name: 'History' });
    await within(history).findByText('Status: New → Contacted');
    expect(within(history).getByText('Called him')).toBeInTheDocument();
    const followUp = screen.getByRole('region', { name: 'Follow-up' });
    expect(within(followUp).getByRole('button', { name: 'Mark as Won' })).toBeInTheDocument();
    expect(within(followUp).queryByRole('button', { name: 'Mark as New' })).toBeNull();
    await userEvent.type(
      within(followUp).getByRole('textbox', { name: 'Follow-up note' }),
      'PO soon',
    );
    await userEvent.click(within(followUp).getByRole('button', { name: 'Mark as Quoted' }));
    expect(await waitForSent(server.seen, 'PUT')).toEqual({
      rfqId: 7,
      status: 'quoted',
      note: 'PO soon',
    });
  });

  it('says so when the request does not exist', async () => {
    await renderArea(<RfqDetailPage />, common, {
      path: '/quotation/rfq-detail/index/abc',
      route: '/quotation/rfq-detail/index/:rfqId',
    });
    await screen.findByText('This quotation request does not exist.');
  });
});

describe('RFQ form: product field', () => {
  it('searches products by name or model on the server as the user types', async () => {
    const products = [
      { productId: 3, name: 'CP-200 Centrifugal Pump', modelName: 'CP-200' },
      { productId: 412, name: 'Submersible Pump', modelName: 'SP-412' },
    ];
    const { server } = await renderArea(<RfqPage />, {
      ...common,
      'GET /quotation/rfq/list': () => ok({ rows: [rfq], total: 1 }),
      // The first page has only the first product; the second comes from a search.
      'GET /quotation/rfq/products': ({ query }) => {
        const keyword = (query.get('keyword') ?? '').toLowerCase();
        const rows = keyword
          ? products.filter((p) => `${p.name} ${p.modelName}`.toLowerCase().includes(keyword))
          : products.slice(0, 1);
        return ok({ data: rows });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Add/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('combobox', { name: /Product/ });
    await user.click(field);
    expect(
      await screen.findByRole('option', { name: 'CP-200 Centrifugal Pump (CP-200)' }),
    ).toBeVisible();
    await user.keyboard('sp-4');
    await user.click(await screen.findByRole('option', { name: 'Submersible Pump (SP-412)' }));
    expect(server.seen.some((r) => r.query.get('keyword') === 'sp-4')).toBe(true);
    expect(field).toHaveValue('Submersible Pump (SP-412)');
  });
});

describe('RFQ form: editing', () => {
  it('shows the product of the request by its kept name when no search brought it', async () => {
    const far = { ...rfq, rfqId: 8, productId: 412, productName: 'Submersible Pump' };
    await renderArea(<RfqPage />, {
      ...common,
      'GET /quotation/rfq/list': () => ok({ rows: [far], total: 1 }),
      'GET /quotation/rfq/8': () => ok({ data: far }),
      'GET /quotation/rfq/products': () => ok({ data: [] }),
    });
    const row = (await screen.findByText('Submersible Pump')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveValue(
        'Submersible Pump',
      ),
    );
  });
});

describe('download applications', () => {
  it('approves a pending application from its row', async () => {
    const row = {
      applyId: 4,
      docId: 1,
      fileName: 'Wiring diagrams',
      applicantName: 'Priya Raman',
      email: 'priya@example.in',
      phone: '',
      company: '',
      auditStatus: '0',
      auditBy: '',
      auditTime: null,
      auditReason: '',
      linkExpireTime: null,
      downloadStatus: '0',
      downloadTime: null,
      createTime: '2026-01-02 10:00:00',
    };
    const { server } = await renderArea(<DownloadPage />, {
      ...common,
      'GET /business/download/list': () => ok({ rows: [row], total: 1 }),
      'PUT /business/download/audit': () => ok(),
    });
    const cell = await screen.findByText('Priya Raman');
    await userEvent.click(within(cell.closest('tr')!).getByRole('button', { name: 'Approve' }));
    expect(await waitForSent(server.seen, 'PUT')).toEqual({
      applyIds: [4],
      action: 'approve',
      reason: null,
    });
  });
});

describe('formatSize', () => {
  it('shows bytes, KB and MB', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderArea } from '../../common/test/area-fake';
import { confirmEdit, openEditDialog } from '../../common/test/edit-dialog';
import { audit } from '../../common/test/rows';
import { CertificatePage } from './certificate-page';

/** The certificate's own fields: what saving it sends back. */
const stored = {
  certificateId: 3,
  name: 'ISO 9001',
  certNo: 'QMS-1',
  issuer: 'SGS',
  fileUrl: '/profile/upload/iso.pdf',
  fileName: 'iso.pdf',
  effectiveDate: '2025-01-01',
  expiryDate: '2026-01-20',
  productIds: [1, 2],
  remark: '',
};
const cert = { ...stored, state: 'expiring', ...audit('2025-01-01 10:00:00') };

const routes = {
  'GET /konwledge/certificate/list': () => ok({ rows: [cert], total: 1 }),
  'GET /konwledge/certificate/3': () => ok({ data: cert }),
  'PUT /konwledge/certificate': () => ok(),
  'GET /brand/product/list': () =>
    ok({ rows: [{ productId: 1, name: 'Pump', modelName: 'WCM-101' }], total: 1 }),
  'GET /system/dict/data/type/wcm_cert_state': () =>
    ok({
      data: [
        { dictLabel: 'Valid', dictValue: 'valid', listClass: 'success', cssClass: '' },
        { dictLabel: 'Expiring soon', dictValue: 'expiring', listClass: 'warning', cssClass: '' },
      ],
    }),
};

describe('CertificatePage', () => {
  it('shows the expiry state as a coloured tag and the number of linked products', async () => {
    await renderArea(<CertificatePage />, routes);
    const row = (await screen.findByText('QMS-1')).closest('tr')!;
    const tag = await within(row).findByText('Expiring soon');
    expect(tag.closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    expect(row).toHaveTextContent('2');
  });

  it('refuses an expiry before the effective date, then saves the edit with every field', async () => {
    const { server, presenter } = await renderArea(<CertificatePage />, routes);
    const dialog = await openEditDialog('QMS-1', 'Edit certificate', 'Edit ISO 9001');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Certificate number/ })).toHaveValue(
        'QMS-1',
      ),
    );
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), {
      target: { value: '2024-12-31' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('The expiry date cannot be earlier than the effective date'),
    ).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), {
      target: { value: '2028-12-31' },
    });
    expect(await confirmEdit(dialog, server, presenter)).toEqual({
      ...stored,
      expiryDate: '2028-12-31',
    });
  });
});

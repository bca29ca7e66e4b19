import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { DomainSettingPage } from './domain-setting-page';
import { noDictRoutes } from '../../common/test/dicts';

const KEY_MISMATCH = 'The private key does not match the certificate';

const live = {
  domainId: 7,
  domainName: 'www.example.com',
  serverIp: '198.51.100.7',
  dnsStatus: '2',
  certificate: null,
  auditStatus: '2',
  usageStatus: '1',
};

describe('DomainSettingPage', () => {
  it('keeps the certificate dialog open with the refusal under the picked files', async () => {
    const { server, presenter } = await renderArea(<DomainSettingPage />, {
      'GET /domain/setting': () =>
        ok({
          data: {
            subdomain: 'brand',
            brandName: 'Brand',
            platformHost: 'wcm-sites.com',
            siteAddress: 'https://brand.wcm-sites.com',
            serverIp: '198.51.100.7',
            ttl: 600,
            liveDomain: live,
          },
        }),
      ...noDictRoutes,
      'POST /domain/setting/certificate': () => ({ code: 500, msg: KEY_MISMATCH }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload certificate' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('certificate-file'), new File(['x'], 'a.crt'));
    await user.upload(within(dialog).getByTestId('private-key-file'), new File(['x'], 'a.key'));
    await user.click(within(dialog).getByRole('button', { name: /^(OK|Confirm)$/ }));
    expect(await within(dialog).findByTestId('certificate-refusal')).toHaveTextContent(
      KEY_MISMATCH,
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByText('a.key')).toBeInTheDocument();
    expect(messages(presenter)).toEqual([]);
    await waitFor(() =>
      expect(
        server.seen.filter((r) => r.path.endsWith('/domain/setting/certificate')),
      ).toHaveLength(1),
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { CustomDomainPage } from './custom-domain-page';
import { noDictRoutes } from '../../common/test/dicts';

const row = (dnsStatus: string, extra: Record<string, unknown> = {}) => ({
  domainId: 7,
  domainName: 'www.example.com',
  serverIp: '198.51.100.7',
  dnsStatus,
  dnsCheckTime: '2026-11-26 10:00:00',
  dnsAddresses: dnsStatus === '2' ? ['198.51.100.7'] : [],
  certificate: null,
  auditStatus: '0',
  auditReason: '',
  auditBy: '',
  auditTime: null,
  submitTime: null,
  usageStatus: '0',
  brandName: '',
  createBy: 'admin',
  createTime: '2026-11-26 10:00:00',
  ...extra,
});

const MISMATCH = 'DNS resolution does not point to the current server IP, reconfigure the A record';

describe('CustomDomainPage', () => {
  it('refuses a malformed name and keeps Next disabled until the A record resolves', async () => {
    let resolves = false;
    const { server } = await renderArea(<CustomDomainPage />, {
      'GET /domain/custom/current': () =>
        ok({ data: { serverIp: '198.51.100.7', recordType: 'A', ttl: 600, application: null } }),
      ...noDictRoutes,
      'POST /domain/custom/verify': () =>
        resolves
          ? ok({ data: row('2') })
          : ok({ msg: MISMATCH, data: { ...row('3'), message: MISMATCH } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('server-ip')).toHaveTextContent('198.51.100.7');
    const input = screen.getByRole('textbox');
    await user.type(input, 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Domain name format error')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'WWW.Example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start Verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MISMATCH);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    resolves = true;
    // The same POST within 1000 ms is refused by the double-submit guard (spec §5).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await user.click(screen.getByRole('button', { name: 'Start Verification' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    const verify = server.seen.filter((r) => r.path.endsWith('/domain/custom/verify'));
    expect(verify.map((r) => r.body)).toEqual([
      { domainName: 'www.example.com' },
      { domainName: 'www.example.com' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Upload certificate' })).toBeInTheDocument();
  });

  it("keeps a refused certificate's reason under the files until the next upload", async () => {
    const KEY_MISMATCH = 'The private key does not match the certificate';
    let accept = false;
    const { server, presenter } = await renderArea(<CustomDomainPage />, {
      'GET /domain/custom/current': () =>
        ok({
          data: { serverIp: '198.51.100.7', recordType: 'A', ttl: 600, application: row('2') },
        }),
      ...noDictRoutes,
      'POST /domain/custom/certificate': () =>
        accept ? ok({ data: row('2', { certificate: null }) }) : { code: 500, msg: KEY_MISMATCH },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Upload certificate' });
    const pick = async (testId: string, name: string) =>
      user.upload(screen.getByTestId(testId), new File(['-----BEGIN-----'], name));
    await pick('certificate-file', 'site.crt');
    await pick('private-key-file', 'site.key');
    await user.click(screen.getByRole('button', { name: 'Upload certificate' }));
    expect(await screen.findByTestId('certificate-refusal')).toHaveTextContent(KEY_MISMATCH);
    // Shown once, where it stays: not also as a passing message.
    expect(messages(presenter)).toEqual([]);
    expect(screen.getByText('site.key')).toBeInTheDocument();
    accept = true;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the double-submit window
    await user.click(screen.getByRole('button', { name: 'Upload certificate' }));
    await waitFor(() => expect(screen.queryByTestId('certificate-refusal')).toBeNull());
    expect(server.seen.filter((r) => r.path.endsWith('/domain/custom/certificate'))).toHaveLength(
      2,
    );
  });
});

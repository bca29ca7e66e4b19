import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderArea, sentBody } from '../../common/test/area-fake';
import { BasicDeployPage, StandardDeployPage } from './deploy-page';
import { noDictRoutes } from '../../common/test/dicts';

const notDeployed = { status: '0', basicActive: false, application: null };

describe('DeployPage', () => {
  it('asks the standard plan for the filing number and sends the filled-in form', async () => {
    const { server } = await renderArea(<StandardDeployPage />, {
      'GET /domain/deploy/standard': () => ok({ data: notDeployed }),
      'POST /domain/deploy/standard': () => ok({ data: { ...notDeployed, status: '1' } }),
      ...noDictRoutes,
    });
    const user = userEvent.setup();
    const box = (name: RegExp) => screen.getByRole('textbox', { name });
    await user.type(await screen.findByRole('textbox', { name: /^Contact name/ }), 'Zhou');
    await user.type(box(/^Contact phone/), '13816620458');
    await user.type(box(/^Domain name/), 'www.example.com');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Cannot Be Empty')).toBeInTheDocument();
    expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(box(/^Filing number/), 'ICP-1');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(sentBody(server.seen, 'POST')).toEqual({
        contactName: 'Zhou',
        contactPhone: '13816620458',
        contactEmail: '',
        domainName: 'www.example.com',
        filingNumber: 'ICP-1',
        remark: '',
      }),
    );
  });

  it('shows the basic plan neither the domain name nor the filing number', async () => {
    await renderArea(<BasicDeployPage />, {
      'GET /domain/deploy/basic': () => ok({ data: notDeployed }),
      ...noDictRoutes,
    });
    expect(await screen.findByRole('textbox', { name: /^Contact name/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Domain name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Filing number/ })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea, sentBody, waitForSent } from '../common/test/area-fake';
import { clickAdd, openEditDialog } from '../common/test/edit-dialog';
import { baseEntity } from '../common/test/rows';
import { EmployeePage } from './employee/employee-page';
import { EquityPage } from './equity/equity-page';
import { EMPTY_INFO, toBody } from './info/info-form';
import { InfoPage } from './info/info-page';
import { InvitationPage } from './invitation/invitation-page';
import { ServicePage } from './service/service-page';

const dict = () => ok({ data: [] });
const stamp = baseEntity();

describe('EquityPage', () => {
  it('draws the split of every shareholding with the allocated total', async () => {
    const rows = [
      {
        equityId: 1,
        shareholderName: 'Chen',
        shareholderType: '1',
        percentage: 60,
        contribution: 600,
        sort: 1,
        ...stamp,
      },
      {
        equityId: 2,
        shareholderName: 'Fund',
        shareholderType: '3',
        percentage: 32.5,
        contribution: null,
        sort: 2,
        ...stamp,
      },
    ];
    await renderArea(<EquityPage />, {
      'GET /factory/equity/list': () => ok({ rows, total: 2 }),
      'GET /factory/equity/optionselect': () => ok({ data: rows }),
      'GET /system/dict/data/type/*': dict,
    });
    const table = await screen.findByRole('table', { name: 'Shareholders' });
    expect(within(table).getByText('32.50%')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('equity-total').textContent).toBe('92.5%'));
    // The chart's data table lists each share and what is left.
    expect(screen.getAllByText('Unallocated').length).toBeGreaterThan(0);
  });

  it(
    'shows the server refusal when the total would pass 100% and keeps the dialog open',
    { timeout: 20_000 },
    async () => {
      const { server, presenter } = await renderArea(<EquityPage />, {
        'GET /factory/equity/list': () => ok({ rows: [], total: 0 }),
        'GET /factory/equity/optionselect': () => ok({ data: [] }),
        'GET /system/dict/data/type/*': dict,
        'POST /factory/equity': () => ({
          code: 500,
          msg: 'Shareholdings cannot total more than 100%',
        }),
      });
      const dialog = await clickAdd('Add shareholder');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Shareholder$/ }), 'Li');
      const percent = within(dialog).getByRole('spinbutton', { name: /Shareholding/ });
      await userEvent.clear(percent);
      await userEvent.type(percent, '20');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(messages(presenter)).toContain('Shareholdings cannot total more than 100%'),
      );
      expect(sentBody(server.seen, 'POST')).toMatchObject({
        shareholderName: 'Li',
        percentage: 20,
      });
      expect(screen.getByRole('dialog', { name: 'Add shareholder' })).toBeInTheDocument();
    },
  );
});

describe('ServicePage', () => {
  const contact = {
    contactId: 3,
    fullName: 'Sophie Martin',
    country: 'FR',
    phone: '+33612345678',
    email: '',
    workDays: [1, 2, 3, 4, 5],
    startTime: '09:00',
    endTime: '18:00',
    timeZone: 'Europe/Paris',
    availableNow: true,
    status: '0',
    sort: 1,
    ...stamp,
  };
  const routes = {
    'GET /factory/service/list': () => ok({ rows: [contact], total: 1 }),
    'GET /factory/service/3': () => ok({ data: contact }),
    'GET /system/dict/data/type/*': dict,
    'PUT /factory/service': () => ok(),
  };

  it('lists country, formatted phone, days, hours and whether the contact is available now', async () => {
    await renderArea(<ServicePage />, routes);
    const row = (await screen.findByText('Sophie Martin')).closest('tr')!;
    expect(within(row).getByText('France')).toBeInTheDocument();
    expect(within(row).getByText('+33 6 12 34 56 78')).toBeInTheDocument();
    expect(within(row).getByText('Mon Tue Wed Thu Fri')).toBeInTheDocument();
    expect(within(row).getByText('09:00–18:00 (Europe/Paris)')).toBeInTheDocument();
    expect(within(row).getByText('Available')).toBeInTheDocument();
  });

  it(
    'checks the phone against the country and the end after the start before saving',
    { timeout: 20_000 },
    async () => {
      const { server } = await renderArea(<ServicePage />, routes);
      const dialog = await openEditDialog('Sophie Martin', 'Edit customer-service contact');
      const phone = await within(dialog).findByRole('textbox', { name: /^Phone/ });
      await userEvent.clear(phone);
      await userEvent.type(phone, '+49 151 23456789');
      const end = within(dialog).getByRole('textbox', { name: /End time/ });
      await userEvent.clear(end);
      await userEvent.type(end, '08:00');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(
        await within(dialog).findByText('Not a valid phone number for France'),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByText('The end time must be after the start time'),
      ).toBeInTheDocument();
      expect(server.seen.some((r) => r.method === 'PUT')).toBe(false);
      await userEvent.clear(phone);
      await userEvent.type(phone, '06 11 22 33 44');
      await userEvent.clear(end);
      await userEvent.type(end, '17:30');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await waitForSent(server.seen, 'PUT')).toMatchObject({
        contactId: 3,
        country: 'FR',
        phone: '06 11 22 33 44',
        workDays: [1, 2, 3, 4, 5],
        endTime: '17:30',
        timeZone: 'Europe/Paris',
      });
    },
  );
});

describe('EmployeePage', () => {
  const employee = (over: Record<string, unknown>) => ({
    employeeId: 7,
    fullName: 'Wang',
    phone: '+8613912345601',
    email: 'wang@example.com',
    position: 'Sales',
    joinStatus: '0',
    status: '0',
    roleIds: [2],
    userId: null,
    userName: null,
    inviteTime: '2026-01-01 10:00:00',
    inviteExpires: '2026-01-08 10:00:00',
    joinTime: null,
    ...stamp,
    ...over,
  });

  it('hands out a new invitation link for a pending employee', async () => {
    const { server } = await renderArea(<EmployeePage />, {
      'GET /factory/employee/list': () => ok({ rows: [employee({})], total: 1 }),
      'GET /system/dict/data/type/*': dict,
      'POST /factory/employee/7/invitation': () =>
        ok({ data: { token: 'T'.repeat(43), expireTime: '2026-01-08 10:00:00', mailed: true } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invitation link for Wang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation for Wang' });
    const link = within(dialog).getByRole('textbox', {
      name: 'Invitation link',
    }) as HTMLInputElement;
    expect(link.value).toMatch(new RegExp(`/invitation/${'T'.repeat(43)}$`));
    expect(within(dialog).getByText(/invitation was emailed/)).toBeInTheDocument();
    expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('locks a joined employee after asking', async () => {
    const { server, presenter } = await renderArea(<EmployeePage />, {
      'GET /factory/employee/list': () =>
        ok({ rows: [employee({ joinStatus: '1', userId: 120, userName: 'wang' })], total: 1 }),
      'GET /system/dict/data/type/*': dict,
      'PUT /factory/employee/changeStatus': () => ok(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Lock Wang' }));
    await waitFor(() => expect(messages(presenter)).toContain('Account locked'));
    expect(sentBody(server.seen, 'PUT')).toEqual({
      employeeId: 7,
      status: '1',
    });
  });

  it('asks for a phone or an email before inviting', { timeout: 20_000 }, async () => {
    const { server } = await renderArea(<EmployeePage />, {
      'GET /factory/employee/list': () => ok({ rows: [], total: 0 }),
      'GET /factory/employee/roles': () =>
        ok({ data: [{ roleId: 2, roleName: 'Staff', roleKey: 'common' }] }),
      'GET /system/dict/data/type/*': dict,
    });
    const dialog = await clickAdd('Invite employee');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Li');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        'Enter a phone number or an email address to send the invitation to',
      ),
    ).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('InfoPage', () => {
  // An empty profile on the wire, with the fields the cases read filled in.
  const info = {
    ...toBody(EMPTY_INFO),
    fullName: 'Ningbo Haituo',
    shortName: 'Haituo',
    employeeCount: 268,
    creditCode: '91330212MA2GW8KX4C',
    registeredCapital: 5000,
    establishDate: '2012-06-18',
    about: '<p>Pumps</p>',
    postalCode: '315100',
    updateBy: 'admin',
    updateTime: '2026-01-02 09:00:00',
  };

  it(
    'keeps what was typed and marks the field when the server refuses the check digit',
    { timeout: 20_000 },
    async () => {
      const { server, presenter } = await renderArea(<InfoPage />, {
        'GET /factory/info': () => ok({ data: info }),
        'GET /system/dict/data/type/*': dict,
        'PUT /factory/info': () => ({
          code: 500,
          msg: 'Please check the fields marked in the form',
          errors: [
            { field: 'creditCode', code: 'checkDigit', msg: 'The check character is wrong' },
          ],
        }),
      });
      const code = (await screen.findByRole('textbox', {
        name: /Unified social credit code/,
      })) as HTMLInputElement;
      await waitFor(() => expect(code.value).toBe('91330212MA2GW8KX4C'));
      const shortName = screen.getByRole('textbox', { name: /Short name/ });
      await userEvent.clear(shortName);
      await userEvent.type(shortName, 'Haituo Fluid');
      await userEvent.clear(code);
      await userEvent.type(code, '91330212MA2GW8KX4D');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The check character is wrong')).toBeInTheDocument();
      expect(messages(presenter)).toContain('Please check the fields marked in the form');
      expect(code.value).toBe('91330212MA2GW8KX4D');
      expect((shortName as HTMLInputElement).value).toBe('Haituo Fluid');
      expect(sentBody(server.seen, 'PUT')).toMatchObject({
        shortName: 'Haituo Fluid',
        creditCode: '91330212MA2GW8KX4D',
        registeredCapital: 5000,
        establishDate: '2012-06-18',
        registrationDate: null,
      });
    },
  );

  it('refuses an empty full name before calling the server', async () => {
    const { server } = await renderArea(<InfoPage />, {
      'GET /factory/info': () => ok({ data: info }),
      'GET /system/dict/data/type/*': dict,
    });
    const name = (await screen.findByRole('textbox', {
      name: /Full company name/,
    })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Ningbo Haituo'));
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the full company name')).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe('InvitationPage', () => {
  const token = 'a'.repeat(43);
  const invitation = {
    fullName: 'Wang',
    position: 'Sales',
    companyName: 'Ningbo Haituo',
    phone: '',
    email: 'wa****@example.com',
    expireTime: '2026-01-08 10:00:00',
  };

  it(
    'accepts with an account name and password, then goes to sign-in',
    { timeout: 20_000 },
    async () => {
      const { server } = await renderArea(
        <InvitationPage />,
        {
          [`GET /factory/invitation/${token}`]: () => ok({ data: invitation }),
          [`POST /factory/invitation/${token}/accept`]: () => ok(),
        },
        { path: `/invitation/${token}`, route: '/invitation/:token' },
      );
      expect(
        await screen.findByRole('heading', { name: 'Ningbo Haituo invites you' }),
      ).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/Account name/), 'wang');
      await userEvent.type(screen.getByLabelText(/^Password/), 'Abc12345');
      await userEvent.type(screen.getByLabelText(/Confirm password/), 'Abc1234');
      await userEvent.click(screen.getByRole('button', { name: 'Accept and create account' }));
      expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/Confirm password/), '5');
      await userEvent.click(screen.getByRole('button', { name: 'Accept and create account' }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/login'));
      expect(sentBody(server.seen, 'POST')).toEqual({
        userName: 'wang',
        password: 'Abc12345',
      });
    },
  );

  it('says so when the link is no longer valid', async () => {
    await renderArea(
      <InvitationPage />,
      {
        [`GET /factory/invitation/${token}`]: () => ({
          code: 500,
          msg: 'The invitation link is invalid or has expired',
        }),
      },
      { path: `/invitation/${token}`, route: '/invitation/:token' },
    );
    expect(
      await screen.findByText('The invitation link is invalid or has expired'),
    ).toBeInTheDocument();
  });
});

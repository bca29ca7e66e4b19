import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, renderOrg, type OrgHandler } from '../test/org-fake';
import { userRow } from '../test/org-rows';
import { ProfilePage } from './profile-page';
import { sentBody } from '../../common/test/area-fake';

const handlers: Record<string, OrgHandler> = {
  'GET /system/user/profile': () => ({
    data: {
      ...userRow(2, 'ry'),
      deptId: 105,
      nickName: 'Ruoyi',
      email: 'ry@example.com',
      phonenumber: '15666666666',
      sex: '1',
      dept: null,
    },
    roleGroup: 'Common',
    postGroup: 'Tester',
  }),
  'PUT /system/user/profile': () => ({}),
  'PUT /system/user/profile/updatePwd': () => ({}),
};

describe('ProfilePage', () => {
  it('shows the facts and saves the basic information', async () => {
    const { seen, presenter } = await renderOrg(<ProfilePage />, { handlers });
    expect(await screen.findByText('Common')).toBeInTheDocument();
    const nick = screen.getByRole('textbox', { name: /Nick name/ });
    await waitFor(() => expect(nick).toHaveValue('Ruoyi'));
    await userEvent.clear(nick);
    await userEvent.type(nick, 'Ruoyi 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messages(presenter).at(-1)?.text).toBe('Saved successfully'));
    expect(sentBody(seen, 'PUT', '/system/user/profile')).toEqual({
      nickName: 'Ruoyi 2',
      phonenumber: '15666666666',
      email: 'ry@example.com',
      sex: '1',
    });
  });

  it('checks the new password twice before sending it', async () => {
    const { seen } = await renderOrg(<ProfilePage />, { handlers });
    await userEvent.click(await screen.findByRole('tab', { name: 'Change password' }));
    const panel = screen.getByRole('tabpanel');
    const [oldField, newField, confirmField] = Array.from(
      panel.querySelectorAll<HTMLInputElement>('input[type="password"]'),
    );
    await userEvent.type(oldField!, 'admin123');
    await userEvent.type(newField!, 'secret1');
    await userEvent.type(confirmField!, 'secret2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(
      await within(panel).findByText('The two passwords entered do not match'),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.path === '/system/user/profile/updatePwd')).toBe(false);

    await userEvent.clear(confirmField!);
    await userEvent.type(confirmField!, 'secret1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find((r) => r.path === '/system/user/profile/updatePwd')?.body).toEqual({
        oldPassword: 'admin123',
        newPassword: 'secret1',
      }),
    );
  });
});

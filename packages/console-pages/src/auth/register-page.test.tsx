import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginRoute } from './login-route';
import { RegisterPage } from './register-page';
import { renderPage } from '../test/render';

function renderAuth(path: string, registerUser: 'true' | 'false' | 'unauthorized') {
  return renderPage(
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/register" element={<RegisterPage />} />
    </Routes>,
    { path, route: '/*', registerUser },
  );
}

describe('registration (sys.account.registerUser)', () => {
  it('links sign-in to the register page only while registration is on', async () => {
    renderAuth('/login', 'true');
    expect(await screen.findByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('hides the link when off, and when the backend refuses the lookup (RuoYi: 401)', async () => {
    for (const value of ['false', 'unauthorized'] as const) {
      const { server, unmount } = renderAuth('/login', value);
      await waitFor(() =>
        expect(server.seen.some((r) => r.path.endsWith('sys.account.registerUser'))).toBe(true),
      );
      await screen.findByRole('button', { name: 'Get a new verification code' });
      expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
      unmount();
    }
  });

  it('says registration is closed when it is off', async () => {
    renderAuth('/register', 'false');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration is closed' }),
    ).toBeInTheDocument();
  });

  it('checks the form, shows the server message, then goes to sign-in with a note', async () => {
    const user = userEvent.setup();
    const { server } = renderAuth('/register', 'true');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await screen.findByRole('button', { name: 'Get a new verification code' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password again')).toBeInTheDocument();
    expect(server.seen.filter((r) => r.path === '/register')).toHaveLength(0);

    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'pass<word');
    await user.type(screen.getByLabelText('Confirm password'), 'pass<word');
    await user.type(screen.getByLabelText('Verification code'), '1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('The password cannot contain < > " \' \\ or |')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'newpass1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "保存用户'admin'失败，注册账号已存在",
    );
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('newpass1');

    await user.clear(screen.getByLabelText('Account'));
    await user.type(screen.getByLabelText('Account'), 'newbie');
    await waitFor(() => expect(server.captchaCount()).toBe(2));
    await user.type(screen.getByLabelText('Verification code'), '2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Account newbie was registered. You can sign in now.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveValue('newbie');
    expect(server.seen.find((r) => r.path === '/register' && r.authorization)).toBeUndefined();
  });
});

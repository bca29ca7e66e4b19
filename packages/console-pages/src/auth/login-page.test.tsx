import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginRoute } from './login-route';
import { renderPage } from '../test/render';
import { sentBody } from '../common/test/area-fake';

function renderLogin(path = '/login', captchaEnabled = true) {
  return renderPage(<LoginRoute />, { path, route: '/login', captchaEnabled });
}

const captchaButton = () => screen.findByRole('button', { name: 'Get a new verification code' });
const captchaSrc = async () => (await captchaButton()).querySelector('img')?.getAttribute('src');

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  username: string,
  password: string,
  code?: string,
) {
  await user.type(screen.getByLabelText('Account'), username);
  await user.type(screen.getByLabelText('Password'), password);
  if (code !== undefined) await user.type(screen.getByLabelText('Verification code'), code);
}

/** Opens the sign-in page at `path` and signs in as admin with the first captcha's answer. */
async function signInFrom(path: string) {
  const user = userEvent.setup();
  renderLogin(path);
  await captchaButton();
  await fill(user, 'admin', 'admin123', '1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('requires account, password and verification code, and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderLogin();
    await captchaButton();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveAttribute('aria-invalid', 'true');
    expect(server.seen.filter((r) => r.path === '/login')).toHaveLength(0);
  });

  it('treats a blank account as empty and trims the account it sends', async () => {
    const user = userEvent.setup();
    const { server } = renderLogin();
    await captchaButton();
    await user.type(screen.getByLabelText('Account'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Account'));
    await fill(user, '  admin  ', 'admin123', '1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
    expect(sentBody(server.seen, 'POST', '/login')).toEqual({
      username: 'admin',
      password: 'admin123',
      code: '1',
      uuid: 'uuid-1',
    });
  });

  it('shows the server message, clears the code and loads a new captcha after a failure', async () => {
    const user = userEvent.setup();
    const { server } = renderLogin();
    const first = await captchaSrc();
    await fill(user, 'admin', 'wrong-password', '1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('用户不存在/密码错误');
    await waitFor(() => expect(server.captchaCount()).toBe(2));
    await waitFor(async () => expect(await captchaSrc()).not.toBe(first));
    expect(screen.getByLabelText('Verification code')).toHaveValue('');

    // The new captcha works: the second attempt with its answer succeeds.
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.type(screen.getByLabelText('Verification code'), '2');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
  });

  it('loads a new captcha when the image is clicked', async () => {
    const user = userEvent.setup();
    const { server } = renderLogin();
    const first = await captchaSrc();
    await user.click(await captchaButton());
    await waitFor(() => expect(server.captchaCount()).toBe(2));
    await waitFor(async () => expect(await captchaSrc()).not.toBe(first));
    expect(first).toMatch(/^data:image\//);
  });

  it('hides the code field when the captcha is off and signs in without it', async () => {
    const user = userEvent.setup();
    const { server } = renderLogin('/login', false);
    await waitFor(() => expect(server.seen.some((r) => r.path === '/captchaImage')).toBe(true));
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await fill(user, 'admin', 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
  });

  it('goes to a same-origin redirect after signing in', async () => {
    await signInFrom(`/login?redirect=${encodeURIComponent('/system/user?pageNum=2')}`);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/system/user?pageNum=2'),
    );
  });

  it('ignores an off-site redirect and lands on /index', async () => {
    await signInFrom(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/index$/));
  });
});

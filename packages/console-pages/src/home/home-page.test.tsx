import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';
import { renderPage } from '../test/render';

describe('HomePage', () => {
  it('greets the signed-in user by name once user info is loaded', async () => {
    const { console } = renderPage(<HomePage />, {
      path: '/index',
      route: '/index',
      captchaEnabled: false,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');

    await act(async () => {
      await console.session.login({ username: 'admin', password: 'admin123' });
      await console.session.loadUserInfo();
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, 若依');
  });
});

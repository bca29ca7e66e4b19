import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginRoute } from './login-route';
import { renderPage } from '../test/render';

describe('LanguageSwitch on the sign-in page', () => {
  it('offers Chinese and English and switches in place, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { console, i18n } = renderPage(<LoginRoute />, { path: '/login', route: '/login' });
    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-typed');
    const select = screen.getByLabelText('Language');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['中文', 'English']);

    i18n.load('zh-CN', { 'pages.login.username': '账号' });
    await user.selectOptions(select, '中文');
    await waitFor(() => expect(i18n.locale).toBe('zh-CN'));
    expect(console.languageSource.get()).toBe('zh-CN');
    // Same inputs, new language: nothing was reloaded.
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-typed');
  });
});

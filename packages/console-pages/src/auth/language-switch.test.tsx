import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './language-switch';
import { renderPage } from '../test/render';

describe('LanguageSwitch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers Chinese and English, stores the choice and reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { console } = renderPage(<LanguageSwitch />);
    const select = screen.getByLabelText('Language');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['中文', 'English']);

    await user.selectOptions(select, '中文');
    expect(console.languageSource.get()).toBe('zh-CN');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

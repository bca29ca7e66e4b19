import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './language-switch';
import { renderPage } from '../test/render';

describe('LanguageSwitch', () => {
  it('offers Chinese and English, stores the choice and reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const { console } = renderPage(<LanguageSwitch reload={reload} />);
    const select = screen.getByLabelText('Language');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['中文', 'English']);

    await user.selectOptions(select, '中文');
    expect(console.languageSource.get()).toBe('zh-CN');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SerpPreview } from '../page/serp-preview';
import { contrastIssues, PRESETS, SchemePreview } from './color-page';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('colour scheme preview', () => {
  it('warns below WCAG AA and not above it', () => {
    const base = {
      primaryColor: '#1f5fbf',
      secondaryColor: '#0e2f5a',
      accentColor: '#f0a020',
      backgroundColor: '#ffffff',
    };
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <SchemePreview values={{ ...base, textColor: '#1f2933' }} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <I18nProvider i18n={i18n}>
        <SchemePreview values={{ ...base, textColor: '#aaaaaa' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('below the WCAG AA minimum of 4.5:1');
  });

  it('offers presets that all pass AA', () => {
    for (const preset of PRESETS) {
      const [primaryColor, secondaryColor, accentColor, textColor, backgroundColor] = preset.colors;
      expect(
        contrastIssues({ primaryColor, secondaryColor, accentColor, textColor, backgroundColor }),
        preset.name.id,
      ).toEqual([]);
    }
  });
});

describe('search result preview', () => {
  it('shows the address, and cuts long titles', () => {
    render(
      <I18nProvider i18n={i18n}>
        <SerpPreview title={'A'.repeat(80)} slug="about-us" description="" />
      </I18nProvider>,
    );
    const preview = screen.getByRole('group', { name: 'Search result preview' });
    expect(preview).toHaveTextContent('/about-us');
    expect(preview).toHaveTextContent(`${'A'.repeat(59)}…`);
    expect(preview).toHaveTextContent('Add a description');
  });
});

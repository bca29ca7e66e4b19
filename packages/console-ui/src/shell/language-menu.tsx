import { useLingui } from '@lingui/react';
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '@wcm/console-core';

import { HeaderChoiceMenu, ToolIcon } from './header-menu';

/** Props of {@link LanguageMenu}. */
export interface LanguageMenuProps {
  locale: Locale;
  /** Called with another locale; the language store saves it and reloads the page. */
  onChange: (locale: Locale) => void;
  /** @default SUPPORTED_LOCALES (zh-CN, en, fr) */
  locales?: readonly Locale[];
}

/** Header language switch; each language is named in itself. */
export function LanguageMenu({ locale, onChange, locales = SUPPORTED_LOCALES }: LanguageMenuProps) {
  const { i18n } = useLingui();
  return (
    <HeaderChoiceMenu
      label={i18n._({ id: 'shell.language.label', message: 'Language' })}
      icon={
        <ToolIcon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
      }
      value={locale}
      options={locales.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: l }))}
      onChange={onChange}
    />
  );
}

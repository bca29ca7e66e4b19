import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { Locale } from '@wcm/console-core';
import { useConsoleLanguage } from '@wcm/console-ui';
import * as css from './login-page.css';

// Spec section 1: the menu offers only Chinese and English (French is reachable by setting).
// Native names, so a reader can find their language whatever the current one is.
const CHOICES: ReadonlyArray<{ locale: Locale; label: string }> = [
  { locale: 'zh-CN', label: '中文' },
  { locale: 'en', label: 'English' },
];

/**
 * Language choice on the sign-in page (spec section 4). The console provider stores it in the
 * console's language source and reloads the page, or switches in place where the mounting app
 * asked for that (`languageChange="switch"`, e.g. a portal with a memory language source).
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const language = useConsoleLanguage();
  const id = useId();
  const current = language.locale;
  return (
    <span>
      <label htmlFor={id}>{i18n._({ id: 'pages.login.language', message: 'Language' })} </label>
      <select
        id={id}
        className={css.language}
        value={current}
        onChange={(event) => language.change(event.target.value as Locale)}
      >
        {CHOICES.map((choice) => (
          <option key={choice.locale} value={choice.locale} lang={choice.locale}>
            {choice.label}
          </option>
        ))}
        {CHOICES.some((c) => c.locale === current) ? null : (
          <option value={current}>{current}</option>
        )}
      </select>
    </span>
  );
}

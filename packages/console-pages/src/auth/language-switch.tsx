import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { isLocale, type Locale } from '@wcm/console-core';
import { useConsoleLanguage } from '@wcm/console-ui';
import * as css from './login-page.css';

// Spec section 1: the menu offers only Chinese and English (French is reachable by setting).
// Native names, so a reader can find their language whatever the current one is.
const CHOICES: ReadonlyArray<{ locale: Locale; label: string }> = [
  { locale: 'zh-CN', label: '中文' },
  { locale: 'en', label: 'English' },
];

/**
 * Language choice on the sign-in and register pages. It always switches in place: what was typed
 * stays, and a portal with a memory language source keeps its choice, where a page load would
 * lose both (the shell's language menu reloads, as spec section 4 says).
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const language = useConsoleLanguage();
  const id = useId();
  const current = isLocale(i18n.locale) ? i18n.locale : language.locale;
  return (
    <span>
      <label htmlFor={id}>{i18n._({ id: 'pages.login.language', message: 'Language' })} </label>
      <select
        id={id}
        className={css.language}
        value={current}
        onChange={(event) => {
          if (isLocale(event.target.value)) language.change(event.target.value, 'switch');
        }}
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

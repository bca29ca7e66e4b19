import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { Locale } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import * as css from './login-page.css';

// Spec section 1: the menu offers only Chinese and English (French is reachable by setting).
// Native names, so a reader can find their language whatever the current one is.
const CHOICES: ReadonlyArray<{ locale: Locale; label: string }> = [
  { locale: 'zh-CN', label: '中文' },
  { locale: 'en', label: 'English' },
];

/** Language choice on the sign-in page; stores the choice and reloads (spec section 4). */
export function LanguageSwitch({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { i18n } = useLingui();
  const { languageSource } = useConsole();
  const id = useId();
  const current = languageSource.get();
  return (
    <span>
      <label htmlFor={id}>{i18n._({ id: 'pages.login.language', message: 'Language' })} </label>
      <select
        id={id}
        className={css.language}
        value={current}
        onChange={(event) => {
          languageSource.set(event.target.value as Locale);
          reload();
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

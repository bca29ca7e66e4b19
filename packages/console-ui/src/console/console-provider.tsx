import { I18nProvider } from '@lingui/react';
import type { Locale, WcmConsole } from '@wcm/console-core';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { loadConsoleTexts, type MessagesLoader } from './console-texts';

// No default value: a console must be handed down explicitly, so two consoles can share a page.
const ConsoleContext = createContext<WcmConsole | null>(null);

/** The interface language of the provided console and how to change it. */
export interface ConsoleLanguage {
  readonly locale: Locale;
  /**
   * Stores the choice in the console's language source, then reloads the page or switches in
   * place: `how` defaults to the provider's `languageChange`; the sign-in page always switches
   * in place, so nothing typed is lost.
   */
  change(locale: Locale, how?: 'reload' | 'switch'): void;
}

const LanguageContext = createContext<ConsoleLanguage | null>(null);

/** Props of {@link ConsoleProvider}. */
export interface ConsoleProviderProps {
  /** Console created with `createConsole` from `@wcm/console-core`. */
  console: WcmConsole;
  children: ReactNode;
  /**
   * Set this to let the provider set up the texts: it loads the core's and the ui's catalogues
   * plus these (e.g. `[loadPagesMessages]` from `@wcm/console-pages`) into the console's `i18n`
   * for the language source's locale and provides that `i18n` to the components (no
   * `I18nProvider` of your own). Read once, at mount. Without it, the app loads the catalogues
   * and renders Lingui's `I18nProvider` itself, as the WCM host does.
   */
  catalogues?: readonly MessagesLoader[];
  /** With `catalogues`: shown until the texts are loaded. @default null */
  fallback?: ReactNode;
  /**
   * What a language change does (sign-in page switch): `'reload'` stores the choice and reloads
   * the page (the console's behaviour, spec section 4); `'switch'` stores it, loads the texts
   * and re-renders in place (for portals, and for a memory language source, which a reload
   * would forget). `'switch'` needs `catalogues`.
   * @default 'reload'
   */
  languageChange?: 'reload' | 'switch';
}

/** Makes a console (and, with `catalogues`, its texts) available to the components below it. */
export function ConsoleProvider({
  console: wcm,
  children,
  catalogues,
  fallback = null,
  languageChange = 'reload',
}: ConsoleProviderProps) {
  // Read once: an inline array literal must not reload the texts on every render.
  const [loaders] = useState(catalogues);
  // Set once the language is switched in place; until then the language source decides.
  const [switched, setSwitched] = useState<Locale>();
  const [ready, setReady] = useState(loaders === undefined);

  useEffect(() => {
    if (!loaders) return;
    const locale = switched ?? wcm.languageSource.get();
    let live = true;
    loadConsoleTexts(wcm.i18n, locale, loaders)
      // A catalogue that fails to download leaves the English source texts: still usable.
      .catch((error: unknown) => console.error('WCM texts could not be loaded', error))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [wcm, switched, loaders]);

  const language = useMemo<ConsoleLanguage>(() => {
    // Read on use: components that never ask need no language source (test doubles).
    const current = () => switched ?? wcm.languageSource.get();
    return {
      get locale() {
        return current();
      },
      change(next, how = languageChange) {
        if (next === current()) return;
        if (how === 'reload') {
          wcm.languageSource.set(next);
          if (typeof location !== 'undefined') location.reload();
        } else if (loaders) {
          // This provider loads the texts itself (a portal): switch them here.
          wcm.languageSource.set(next);
          setSwitched(next);
        } else {
          // The mounting app configured the console's own loader (`loadMessages`).
          void wcm.setLocale(next);
        }
      },
    };
  }, [wcm, switched, languageChange, loaders]);

  const content = (
    <ConsoleContext.Provider value={wcm}>
      <LanguageContext.Provider value={language}>
        {ready ? children : fallback}
      </LanguageContext.Provider>
    </ConsoleContext.Provider>
  );
  return loaders ? <I18nProvider i18n={wcm.i18n}>{content}</I18nProvider> : content;
}

/** Returns the console of the nearest {@link ConsoleProvider}; throws when there is none. */
export function useConsole(): WcmConsole {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole must be used inside a <ConsoleProvider>');
  return value;
}

/** The language of the nearest {@link ConsoleProvider} and how to change it. */
export function useConsoleLanguage(): ConsoleLanguage {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useConsoleLanguage must be used inside a <ConsoleProvider>');
  return value;
}

import { useStore } from '@nanostores/react';
import type { LayoutSettings, Locale, Size } from '@wcm/console-core';
import { createContext, useContext, type ReactNode } from 'react';

import type { ShellSettings } from './shell-settings';

const ShellSettingsContext = createContext<ShellSettings | null>(null);

/** Hands the shell settings (from `createShellSettings`) down to the header tools and drawer. */
export function ShellSettingsProvider(props: { settings: ShellSettings; children?: ReactNode }) {
  return (
    <ShellSettingsContext.Provider value={props.settings}>
      {props.children}
    </ShellSettingsContext.Provider>
  );
}

/** The provided shell settings; throws outside a {@link ShellSettingsProvider}. */
export function useShellSettings(): ShellSettings {
  const settings = useContext(ShellSettingsContext);
  if (!settings) throw new Error('useShellSettings needs a <ShellSettingsProvider>');
  return settings;
}

/** Current values of the shell settings, re-rendering when any of them changes. */
export interface ShellSettingsSnapshot {
  layout: LayoutSettings;
  dark: boolean;
  size: Size;
  locale: Locale;
}

/** Subscribes to every value of the given shell settings. */
export function useShellSettingsSnapshot(settings: ShellSettings): ShellSettingsSnapshot {
  const layout = useStore(settings.layout.$settings);
  const dark = useStore(settings.$dark);
  const { size } = useStore(settings.app.$app);
  const locale = useStore(settings.language.$locale);
  return { layout, dark, size, locale };
}

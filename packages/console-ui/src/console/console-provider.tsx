import { createContext, useContext, type ReactNode } from 'react';
import type { WcmConsole } from '@wcm/console-core';

// No default value: a console must be handed down explicitly, so two consoles can share a page.
const ConsoleContext = createContext<WcmConsole | null>(null);

/** Props of {@link ConsoleProvider}. */
export interface ConsoleProviderProps {
  /** Console created with `createConsole` from `@wcm/console-core`. */
  console: WcmConsole;
  children: ReactNode;
}

/** Makes a console available to the components below it. */
export function ConsoleProvider({ console, children }: ConsoleProviderProps) {
  return <ConsoleContext.Provider value={console}>{children}</ConsoleContext.Provider>;
}

/** Returns the console of the nearest {@link ConsoleProvider}; throws when there is none. */
export function useConsole(): WcmConsole {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole must be used inside a <ConsoleProvider>');
  return value;
}

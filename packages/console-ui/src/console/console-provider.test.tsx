import {
  createConsole,
  memoryLanguageSource,
  memoryTokenSource,
  type WcmConsole,
} from '@wcm/console-core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useLingui } from '@lingui/react';
import { ConsoleProvider, useConsole, useConsoleLanguage } from './console-provider';
import { useSession } from './use-session';

function make(token?: string): WcmConsole {
  return createConsole({
    apiBase: '/prod-api',
    tokenSource: memoryTokenSource(token),
    languageSource: memoryLanguageSource('en'),
    // Nothing here talks to a server; fail loudly if something tries.
    fetch: () => Promise.reject(new Error('no network in this test')),
  });
}

function SessionProbe() {
  const session = useSession();
  return <output>{session.token ?? 'signed out'}</output>;
}

function ApiBase() {
  return <output>{useConsole().apiBase}</output>;
}

describe('ConsoleProvider', () => {
  it('hands each subtree its own console', () => {
    const a = createConsole({ apiBase: '/a-api', tokenSource: memoryTokenSource() });
    const b = createConsole({ apiBase: '/b-api', tokenSource: memoryTokenSource() });
    render(
      <>
        <ConsoleProvider console={a}>
          <ApiBase />
        </ConsoleProvider>
        <ConsoleProvider console={b}>
          <ApiBase />
        </ConsoleProvider>
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['/a-api', '/b-api']);
  });

  it('useConsole outside a provider throws a clear error', () => {
    // React reports the thrown render error on console.error; keep the test output readable.
    const quiet = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    expect(() => render(<ApiBase />)).toThrow(/ConsoleProvider/);
    quiet.mockRestore();
  });

  it('useSession follows the session store', () => {
    const wcm = make('token-123');
    render(
      <ConsoleProvider console={wcm}>
        <SessionProbe />
      </ConsoleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('token-123');
    act(() => wcm.session.forceLogout());
    expect(screen.getByRole('status')).toHaveTextContent('signed out');
  });

  it('with catalogues, loads the texts of the language and switches language in place', async () => {
    const wcm = make();
    const pages = vi.fn(async (locale: string) => ({
      'pages.test.hello': locale === 'fr' ? 'Bonjour' : 'Hello there',
    }));
    function Greeting() {
      const { i18n } = useLingui();
      const language = useConsoleLanguage();
      return (
        <button onClick={() => language.change('fr')}>
          {i18n._({ id: 'pages.test.hello', message: 'Hello' })}{' '}
          {i18n._({ id: 'core.form.cannotBeEmpty', message: 'Cannot be empty' })}
        </button>
      );
    }
    render(
      <ConsoleProvider
        console={wcm}
        catalogues={[pages]}
        fallback={<p>loading</p>}
        languageChange="switch"
      >
        <Greeting />
      </ConsoleProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: /^Hello there/ });
    act(() => button.click());
    expect(await screen.findByRole('button', { name: /^Bonjour/ })).toBeInTheDocument();
    expect(wcm.languageSource.get()).toBe('fr');
    expect(wcm.i18n.locale).toBe('fr');
    expect(pages).toHaveBeenCalledWith('fr');
  });
});

import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { WcmConsole } from '@wcm/console-core';
import { ConsoleProvider } from '@wcm/console-ui';
import { createTestConsole } from './fake-server';
import type { FakeServerOptions } from './fake-server';

/** Prints the current location so tests can assert where a page navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` at `path` (matched by `route`) inside the providers the host uses (i18n, console,
 * router). Any other path renders only the location probe.
 */
export function renderInProviders(
  ui: ReactElement,
  {
    i18n,
    console,
    path = '/',
    route = '/',
  }: { i18n: I18n; console: WcmConsole; path?: string; route?: string },
) {
  return render(
    <I18nProvider i18n={i18n}>
      <ConsoleProvider console={console}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ConsoleProvider>
    </I18nProvider>,
  );
}

/**
 * Renders `ui` at `path` inside the providers the host uses (i18n, console, router), with a
 * real console talking to the fake server. Any other path renders only the location probe.
 */
export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    route = '/',
    ...options
  }: FakeServerOptions & { path?: string; route?: string } = {},
) {
  const setup = createTestConsole(options);
  const result = renderInProviders(ui, { i18n: setup.i18n, console: setup.console, path, route });
  return { ...setup, ...result };
}

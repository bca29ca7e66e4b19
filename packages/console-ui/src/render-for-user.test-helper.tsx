import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * Renders `ui` for an interaction test: a fresh user-event session, set up before the render as
 * user-event asks, returned with what `render` gives.
 */
export function renderForUser(ui: ReactElement): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}

import type { ComponentType } from 'react';

import {
  createPresenterStore,
  type PresenterStoreOptions,
  type UiPresenter,
} from './presenter-store';
import { PresenterViewport } from './presenter-viewport';

/** What {@link createUiPresenter} returns. */
export interface UiPresenterKit {
  /** Pass it to `createConsole({ presenter })`. */
  presenter: UiPresenter;
  /** Renders this presenter; place it once inside the console's `ConsoleRoot`. */
  Viewport: ComponentType;
}

/**
 * A presenter drawn with the console kit, and the component that shows it. Every call is
 * independent, so two consoles on a page each keep their own messages and questions.
 */
export function createUiPresenter(options: PresenterStoreOptions = {}): UiPresenterKit {
  const presenter = createPresenterStore(options);
  function Viewport() {
    return <PresenterViewport presenter={presenter} />;
  }
  Viewport.displayName = 'PresenterViewport(bound)';
  return { presenter, Viewport };
}

import '@testing-library/jest-dom/vitest';

import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import preview from '../../.storybook/preview';
import { preloadPopups } from './src/kit/on-demand';

// Composed stories get the same decorators (theme, I18nProvider) as in Storybook.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
  document.cookie = 'sidebarStatus=; max-age=0; path=/';
});

// The kit's popups load on first use (src/kit/on-demand.ts); tests expect them in the tick of
// the click that opens them, as in a session where they were loaded before.
beforeAll(() => preloadPopups());

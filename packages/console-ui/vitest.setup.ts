import '@testing-library/jest-dom/vitest';

import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import preview from '../../.storybook/preview';

// Composed stories get the same decorators (theme, I18nProvider) as in Storybook.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
  document.cookie = 'sidebarStatus=; max-age=0; path=/';
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { preloadPopups } from '@wcm/console-ui';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => cleanup());

// The kit's popups load on first use; tests expect them in the tick of the click that opens them.
beforeAll(() => preloadPopups());

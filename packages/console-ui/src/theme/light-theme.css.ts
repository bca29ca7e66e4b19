import { createTheme } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Class that defines every theme variable with the light values. */
export const lightThemeClass = createTheme(vars, lightTokens);

import { createTheme } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { darkTokens } from './tokens';

/** Class that defines every theme variable with the dark values (light/dark mode setting). */
export const darkThemeClass = createTheme(vars, darkTokens);

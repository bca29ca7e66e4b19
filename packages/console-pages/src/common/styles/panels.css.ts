import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { framed, stack, surfacePanel } from './fragments';

/** A bordered column of related fields or facts inside a page (a form section, a detail panel). */
export const section = style({ ...stack(vars.space.sm), padding: vars.space.md, ...framed });

/** A roomier bordered block on the surface colour (a settings card, a step of a wizard). */
export const card = style(surfacePanel(vars.space.md, vars.space.lg));

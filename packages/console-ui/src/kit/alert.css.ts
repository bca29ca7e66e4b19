import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontSize: vars.fontSize.md,
  },
  variants: {
    tone: {
      error: {
        color: vars.color.danger,
        background: vars.color.dangerSurface,
        borderColor: vars.color.danger,
      },
      info: {
        color: vars.color.info,
        background: vars.color.infoSurface,
        borderColor: vars.color.info,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = recipe({ base: { fontWeight: 600 } });

import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';
import { flexColumn, toneColors } from '../theme/mixins';

export const alert = recipe({
  base: {
    ...flexColumn(vars.space.xs),
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontSize: vars.fontSize.md,
  },
  variants: {
    tone: {
      error: toneColors.error,
      info: toneColors.info,
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = recipe({ base: { fontWeight: 600 } });

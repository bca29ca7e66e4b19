import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { headingText, stack } from '../common/styles/fragments';

export const root = style({ ...stack(vars.space.xl), padding: vars.space.xl });

export const heading = style(headingText(vars.fontSize.xl));

export const lead = style({ margin: 0, lineHeight: 1.6, color: vars.color.textMuted });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.primary}`,
});

export const cardTitle = style({ margin: '0 0 8px', fontSize: vars.fontSize.lg, fontWeight: 600 });

export const cardText = style({ margin: 0, lineHeight: 1.5, color: vars.color.textMuted });

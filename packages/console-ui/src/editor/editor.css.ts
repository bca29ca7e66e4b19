import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import {
  fieldSurface,
  fixedCentred,
  flexColumn,
  focusOutline,
  modalBackdrop,
  modalPanel,
} from '../theme/mixins';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  ...fieldSurface,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const group = style({
  display: 'flex',
  gap: '2px',
  paddingRight: vars.space.xs,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderRight: 'none' } },
});

export const tool = style({
  minWidth: '28px',
  height: '28px',
  padding: `0 ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.border },
    '&[aria-pressed="true"]': { background: vars.color.infoSurface, color: vars.color.info },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': focusOutline('1px'),
  },
});

export const select = style({
  height: '28px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const colorInput = style({ width: '32px', height: '28px', padding: 0, border: 'none' });

export const editable = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.md,
  outline: 'none',
  lineHeight: 1.6,
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
});

export const quote = style({
  margin: `${vars.space.sm} 0`,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  margin: `${vars.space.sm} 0`,
});
export const cell = style({
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  minWidth: '40px',
  verticalAlign: 'top',
});
export const link = style({ color: vars.color.info, textDecoration: 'underline' });
export const media = style({ maxWidth: '100%', display: 'block', margin: `${vars.space.sm} 0` });
globalStyle(`${editable} p`, { margin: `${vars.space.xs} 0` });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const status = style({ padding: `0 ${vars.space.md} ${vars.space.xs}` });

export const dialogOverlay = style(modalBackdrop(2000));
export const dialog = style({
  ...fixedCentred('30%'),
  width: 'min(440px, calc(100vw - 32px))',
  ...modalPanel,
});
export const dialogTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const dialogForm = style({
  ...flexColumn(vars.space.sm),
  marginTop: vars.space.lg,
});
export const dialogInput = style({
  height: vars.size.controlHeight,
  padding: `0 ${vars.space.sm}`,
  ...fieldSurface,
});
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

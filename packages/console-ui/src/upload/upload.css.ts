import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import {
  ellipsis,
  fixedCentred,
  flexColumn,
  flexRow,
  focusOutline,
  modalBackdrop,
  modalPanel,
} from '../theme/mixins';

export const root = style(flexColumn(vars.space.sm));

export const dropZone = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '96px',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-over]': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': focusOutline('2px'),
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...flexColumn(vars.space.xs),
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  fontSize: vars.fontSize.md,
});
export const itemName = style(ellipsis);
export const failed = style({ color: vars.color.danger });
export const actions = style({ display: 'flex', gap: vars.space.xs });

export const iconButton = style({
  minWidth: '28px',
  height: '28px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': focusOutline('1px'),
  },
});

export const progressTrack = style({
  gridColumn: '1 / -1',
  height: '4px',
  borderRadius: '2px',
  background: vars.color.border,
  overflow: 'hidden',
});
export const progressBar = style({
  height: '100%',
  background: vars.color.primary,
  transition: 'width 0.2s ease',
  selectors: { '&[data-indeterminate]': { width: '40%', opacity: 0.6 } },
});

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const thumb = style({
  position: 'relative',
  width: '148px',
  ...flexColumn(vars.space.xs),
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const thumbImage = style({
  width: '100%',
  height: '110px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});
export const thumbButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
});
export const imageDrop = style({ width: '148px', minHeight: '148px' });
export const required = style({ color: vars.color.danger, marginLeft: '2px' });

export const overlay = style(modalBackdrop(2000));
export const dialog = style({
  ...fixedCentred('50%'),
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  ...modalPanel,
  ...flexColumn(vars.space.md),
});
export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });
export const dialogText = style({ margin: 0, fontSize: vars.fontSize.md });
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
export const previewImage = style({ maxWidth: 'min(960px, 90vw)', maxHeight: '75vh' });

export const cropStage = style({
  position: 'relative',
  alignSelf: 'center',
  userSelect: 'none',
  touchAction: 'none',
  lineHeight: 0,
});
export const cropImage = style({
  display: 'block',
  maxWidth: 'min(560px, 80vw)',
  maxHeight: '50vh',
});
export const cropFrame = style({
  position: 'absolute',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.onPrimary}`,
  boxShadow: `0 0 0 9999px rgba(0, 0, 0, 0.5)`,
  background: 'transparent',
  padding: 0,
  cursor: 'move',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const cropClip = style({ position: 'absolute', inset: 0, overflow: 'hidden' });
export const slider = style(flexRow(vars.space.sm));

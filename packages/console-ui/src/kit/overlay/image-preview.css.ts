import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { focusOutline, square } from '../../theme/mixins';

const focusRing = focusOutline('2px');

export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const thumb = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  cursor: 'zoom-in',
  ':focus-visible': focusRing,
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const lightbox = style({
  position: 'fixed',
  inset: '40px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  zIndex: 2001,
  color: '#ffffff',
  outline: 'none',
});

export const full = style({
  maxWidth: '100%',
  maxHeight: 'calc(100% - 64px)',
  objectFit: 'contain',
});

export const caption = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 500 });

export const counter = style({ margin: 0, fontSize: vars.fontSize.sm });

export const navButton = style({
  position: 'absolute',
  ...square('40px'),
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'rgba(0, 0, 0, 0.5)',
  color: '#ffffff',
  fontSize: '24px',
  cursor: 'pointer',
  ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: '2px' },
});

export const prev = style({ left: 0, top: '50%' });

export const next = style({ right: 0, top: '50%' });

export const close = style({ right: 0, top: 0 });

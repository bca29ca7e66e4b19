import { vars } from './contract.css';

// Plain style fragments shared by the `.css.ts` files: spread them into `style({ ... })` where
// their declarations stood (`{ ...fieldSurface, minWidth: '120px' }`). A spread yields the same
// rules as writing the declarations out, so a fragment adds no class and no CSS of its own.

/** A `2px` focus outline in the theme's focus colour, with an offset where one is given. */
export function focusOutline(outlineOffset?: string) {
  const outline = `2px solid ${vars.color.focus}`;
  return outlineOffset === undefined ? { outline } : { outline, outlineOffset };
}

/** A box `size` wide and `size` high (icons, swatches, round buttons). */
export const square = (size: string) => ({ width: size, height: size }) as const;

/** Centres its content in an inline-flex box (icon buttons). */
export const inlineCenter = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** Flex column with `gap` between its children. */
export const flexColumn = (gap: string) =>
  ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Flex row with its children centred on the cross axis and `gap` between them. */
export const flexRow = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** {@link flexRow} as an inline-flex box (a label with its icon, a badge, a toolbar field). */
export const inlineFlexRow = (gap: string) =>
  ({ display: 'inline-flex', alignItems: 'center', gap }) as const;

/** Input look: `1px` border, medium radius, surface background and text colour. */
export const fieldSurface = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

/** Floating panel look (menus, select panels, popovers): surface, border and popover shadow. */
export const popoverSurface = {
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
} as const;

/** Modal panel look (dialogs): large radius, surface and popover shadow, no border. */
export const dialogSurface = {
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
} as const;

/** A modal's padded panel, stacked just above its {@link modalBackdrop} at `2000`. */
export const modalPanel = {
  padding: vars.space.xl,
  ...dialogSurface,
  zIndex: 2001,
} as const;

/**
 * Fixed in the viewport, centred across, with its own height split around `top` the way `top`
 * splits the viewport (`30%`: a little above the middle; `50%`: in the middle). Dialogs.
 */
export const fixedCentred = (top: `${number}%`) =>
  ({ position: 'fixed', top, left: '50%', transform: `translate(-50%, -${top})` }) as const;

/** Fixed against the `side` edge of the viewport over its whole height (drawers). */
export const fixedEdge = (side: 'left' | 'right') =>
  ({
    position: 'fixed',
    top: 0,
    bottom: 0,
    ...(side === 'left' ? { left: 0 } : { right: 0 }),
  }) as const;

/** The dimmed layer over the whole viewport behind a modal, with its entry animation if any. */
export function modalBackdrop(zIndex: number, animation?: string) {
  const layer = { position: 'fixed', inset: 0, background: vars.color.overlay, zIndex } as const;
  return animation === undefined ? layer : { ...layer, animation };
}

/** Borderless transparent button of the header: hover tint and focus outline. */
export const ghostButton = {
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.background },
  ':focus-visible': focusOutline(),
} as const;

/** Hidden on screen, still read by screen readers. */
export const screenReaderOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One line of text cut with an ellipsis. */
export const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

const tone = (color: string, surface: string) => ({
  color,
  background: surface,
  borderColor: color,
});

/** Text, surface and border colours of the error and info tones (alerts, messages). */
export const toneColors = {
  error: tone(vars.color.danger, vars.color.dangerSurface),
  info: tone(vars.color.info, vars.color.infoSurface),
};

import type { ComponentPropsWithRef } from 'react';

/** Props of {@link IconButton}: a `<button>`'s, with `label` for its name and tooltip. */
export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'aria-label' | 'title' | 'type'
> {
  /** The button's accessible name, also shown as its tooltip. */
  label: string;
}

/**
 * A plain `type="button"` showing an icon: `label` is both its accessible name (`aria-label`)
 * and its tooltip (`title`). Toggles add `aria-pressed` or `aria-expanded` and keep one name.
 */
export function IconButton({ label, ...props }: IconButtonProps) {
  return <button type="button" aria-label={label} title={label} {...props} />;
}

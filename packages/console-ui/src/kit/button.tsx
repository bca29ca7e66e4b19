import type { ButtonHTMLAttributes } from 'react';

import { button, type ButtonVariants } from './button.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'default' */
  variant?: ButtonVariants['variant'];
  /** @default 'medium' */
  size?: ButtonVariants['size'];
  /** Stretch to the container width. @default false */
  block?: boolean;
  /** Work in progress: the button is disabled and marked `aria-busy`. @default false */
  loading?: boolean;
}

/** Push button with primary/default variants and a loading state. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, block }), className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-slot="button"
    />
  );
}

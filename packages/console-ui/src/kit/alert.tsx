import type { HTMLAttributes, ReactNode } from 'react';

import { alert, title as titleClass } from './alert.css';

/** Props of {@link Alert}. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** @default 'info' */
  tone?: 'error' | 'info';
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * Inline message box. Errors use `role="alert"` so they are announced at once; information uses
 * the polite `role="status"` (override with `role`).
 */
export function Alert({ tone = 'info', title, children, className, role, ...rest }: AlertProps) {
  return (
    <div
      {...rest}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={[alert({ tone }), className].filter(Boolean).join(' ')}
      data-slot="alert"
      data-tone={tone}
    >
      {title ? <div className={titleClass()}>{title}</div> : null}
      {children}
    </div>
  );
}

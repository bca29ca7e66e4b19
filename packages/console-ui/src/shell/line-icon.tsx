import type { ReactNode, SVGProps } from 'react';

import { Icon } from '../kit/data/icons';

/** Props of {@link LineIcon}; other props go to the `<svg>`. */
export interface LineIconProps extends Omit<SVGProps<SVGSVGElement>, 'width' | 'height'> {
  /** Width and height in pixels. */
  size: number;
  children: ReactNode;
}

/** Decorative line drawing on a 24×24 grid in the text colour, hidden from assistive technology. */
export function LineIcon({ size, children, ...svg }: LineIconProps) {
  return (
    <Icon width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2" {...svg}>
      {children}
    </Icon>
  );
}

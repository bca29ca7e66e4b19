import { LineIcon } from './line-icon';
import { shapes } from './menu-icon-shapes';

const fallback = <rect x="5" y="5" width="14" height="14" rx="2" />;

/** Every icon name `MenuIcon` draws, in definition order (the icon picker offers them). */
export const MENU_ICON_NAMES: readonly string[] = Object.freeze(Object.keys(shapes));

/** Props of {@link MenuIcon}. */
export interface MenuIconProps {
  /** RuoYi icon name, e.g. 'system', 'user', 'monitor'. */
  name?: string;
  className?: string;
}

/** Decorative menu icon drawn inline (no icon font or sprite download). */
export function MenuIcon({ name, className }: MenuIconProps) {
  const shape = (name && shapes[name]) || fallback;
  return (
    <LineIcon
      className={className}
      size={16}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name && shapes[name] ? name : 'fallback'}
    >
      {shape}
    </LineIcon>
  );
}

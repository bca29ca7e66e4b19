import type { ReactNode } from 'react';

// Simple 24x24 line drawings keyed by the icon names RuoYi menus carry. Unknown names get the
// generic square so a new backend icon never breaks the layout.
const shapes: Record<string, ReactNode> = {
  system: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  monitor: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  tool: <path d="M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2z" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  peoples: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20a6 6 0 0 1 12 0M15 20a5 5 0 0 1 7-4" />
    </>
  ),
  'tree-table': <path d="M4 4h16v16H4zM4 10h16M10 10v10" />,
  tree: <path d="M12 3v6M6 15v-3h12v3M4 15h4v5H4zM16 15h4v5h-4zM10 3h4v4h-4z" />,
  post: <path d="M4 7h16v13H4zM9 7V4h6v3" />,
  dict: <path d="M5 4h12a2 2 0 0 1 2 2v14H7a2 2 0 0 1-2-2zM5 18a2 2 0 0 1 2-2h12" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />,
  message: <path d="M4 5h16v11H9l-5 4z" />,
  log: <path d="M6 3h9l4 4v14H6zM9 11h7M9 15h7" />,
  dashboard: <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
  guide: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM15 9l-2 4-4 2 2-4z" />,
  link: (
    <path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
  ),
  international: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  shopping: <path d="M5 8h14l-1 12H6zM9 8a3 3 0 0 1 6 0" />,
  star: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  documentation: <path d="M6 3h12v18H6zM9 7h6M9 11h6M9 15h4" />,
  chart: <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />,
};
shapes['logininfor'] = shapes['log'];
shapes['build'] = shapes['tool'];
shapes['code'] = <path d="m8 8-4 4 4 4M16 8l4 4-4 4M14 5l-4 14" />;

const fallback = <rect x="5" y="5" width="14" height="14" rx="2" />;

/** Props of {@link MenuIcon}. */
/** Every icon name `MenuIcon` draws, in definition order (the icon picker offers them). */
export const MENU_ICON_NAMES: readonly string[] = Object.freeze(Object.keys(shapes));

export interface MenuIconProps {
  /** RuoYi icon name, e.g. 'system', 'user', 'monitor'. */
  name?: string;
  className?: string;
}

/** Decorative menu icon drawn inline (no icon font or sprite download). */
export function MenuIcon({ name, className }: MenuIconProps) {
  const shape = (name && shapes[name]) || fallback;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name && shapes[name] ? name : 'fallback'}
    >
      {shape}
    </svg>
  );
}

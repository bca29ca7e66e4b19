import type { ReactNode } from 'react';

// A glyph inside the full-size ring (clock, globe, question mark, coin).
const ringed = (d: string) => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d={d} />
  </>
);

/**
 * Simple 24x24 line drawings keyed by the icon names RuoYi menus carry: RuoYi's own plus every
 * name the WCM menu seed uses (`apps/server/src/db/seed/wcm-menus-*.ts`). Unknown names get the
 * generic square in `MenuIcon`, so a new backend icon never breaks the layout.
 */
export const shapes: Record<string, ReactNode> = {
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
  international: ringed('M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18'),
  shopping: <path d="M5 8h14l-1 12H6zM9 8a3 3 0 0 1 6 0" />,
  star: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  documentation: <path d="M6 3h12v18H6zM9 7h6M9 11h6M9 15h4" />,
  chart: <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />,
};
shapes['logininfor'] = shapes['log'];
shapes['build'] = shapes['tool'];
shapes['code'] = <path d="m8 8-4 4 4 4M16 8l4 4-4 4M14 5l-4 14" />;

// Monitor and tool pages.
shapes['form'] = <path d="M9 3h6v3H9zM7 4.5H5V21h14V4.5h-2M8 11h8M8 15h6" />;
shapes['online'] = (
  <>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 21a7 7 0 0 1 11.5-5.4" />
    <circle cx="18" cy="18" r="2.5" />
  </>
);
shapes['job'] = ringed('M12 7v5l3 3');
shapes['druid'] = (
  <>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
  </>
);
shapes['server'] = (
  <>
    <rect x="4" y="4" width="16" height="7" rx="1" />
    <rect x="4" y="13" width="16" height="7" rx="1" />
    <path d="M8 7.5h.01M8 16.5h.01" />
  </>
);
shapes['redis'] = <path d="m12 3 9 5-9 5-9-5zM3 13l9 5 9-5M3 17l9 5 9-5" />;
shapes['redis-list'] = <path d="m12 3 8 4-8 4-8-4zM4 14h16M4 18h16M4 22h10" />;
shapes['swagger'] = (
  <path d="M8 4C6 4 5 5 5 7v2c0 1-1 2-2 3 1 1 2 2 2 3v2c0 2 1 3 3 3M16 4c2 0 3 1 3 3v2c0 1 1 2 2 3-1 1-2 2-2 3v2c0 2-1 3-3 3" />
);
shapes['list'] = <path d="M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1" />;
// Content and site pages.
shapes['goods'] = <path d="m12 3 8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10" />;
shapes['draft'] = <path d="M12 3H6v18h6M12 3l5 5v2M13 21l1-3 6-6 2 2-6 6z" />;
shapes['education'] = <path d="m2 9 10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6" />;
shapes['question'] = ringed('M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 1-1 1.7v.5M12 17h.01');
shapes['example'] = (
  <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 13v4M8 21h8M9 17h6" />
);
shapes['people'] = (
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 11l2 2 4-4" />
  </>
);
shapes['zip'] = (
  <>
    <rect x="4" y="3" width="16" height="18" rx="1" />
    <path d="M12 3v2M12 7v2M12 11v2M10 15h4v3h-4z" />
  </>
);
shapes['download'] = <path d="M12 4v11M7 10l5 5 5-5M4 20h16" />;
shapes['money'] = ringed('m9 7 3 4 3-4M12 11v6M9 13h6M9 16h6');
shapes['company'] = (
  <path d="M4 21V5l8-2v18M12 8h8v13M3 21h18M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2" />
);
shapes['phone'] = (
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
);
shapes['image'] = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="1" />
    <circle cx="8.5" cy="10" r="1.5" />
    <path d="m21 16-5-5L5 19" />
  </>
);
shapes['nested'] = (
  <>
    <rect x="3" y="4" width="18" height="16" rx="1" />
    <path d="M3 15h18M9 15v5M15 15v5" />
  </>
);
shapes['color'] = (
  <>
    <path d="M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.5-1.5-1.5-1.5-3s1-2 2.5-2H17a4 4 0 0 0 4-4c0-4-4-7.5-9-7.5z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </>
);
shapes['lock'] = (
  <>
    <rect x="5" y="11" width="14" height="10" rx="1" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>
);

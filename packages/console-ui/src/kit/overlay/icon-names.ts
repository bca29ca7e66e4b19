/**
 * Names `MenuIcon` draws (RuoYi menu icon names), in picker order. Mirrors the shapes in
 * `shell/menu-icon.tsx`, which has no exported list; a test fails if the two drift apart.
 */
export const ICON_NAMES: readonly string[] = [
  'system',
  'monitor',
  'tool',
  'build',
  'code',
  'user',
  'peoples',
  'tree',
  'tree-table',
  'post',
  'dict',
  'edit',
  'message',
  'log',
  'logininfor',
  'dashboard',
  'chart',
  'guide',
  'link',
  'international',
  'shopping',
  'star',
  'documentation',
];

/**
 * Names `MenuIcon` draws (RuoYi menu icon names), in picker order (related icons together).
 * Must hold exactly `MENU_ICON_NAMES`; a test fails if the two drift apart.
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

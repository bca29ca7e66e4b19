// Lazy chunk of the layout settings drawer (see shell-tools.tsx).
export { SettingsDrawer } from '@wcm/console-ui';

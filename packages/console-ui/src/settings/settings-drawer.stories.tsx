import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { ConsoleRoot } from '../root/console-root';
import { darkThemeClass } from '../theme/dark-theme.css';
import { lightThemeClass } from '../theme/light-theme.css';
import { memoryShellSettings } from './memory-settings';
import { SettingsDrawer } from './settings-drawer';
import { ShellSettingsProvider, useShellSettingsSnapshot } from './shell-settings-context';

// Settings kept in memory; the panel behind the drawer shows them applied.
function DrawerDemo({ startOpen, dark }: { startOpen: boolean; dark?: boolean }) {
  const [settings] = useState(() => {
    const s = memoryShellSettings();
    if (dark) s.setDark(true);
    return s;
  });
  const [open, setOpen] = useState(startOpen);
  const snapshot = useShellSettingsSnapshot(settings);
  return (
    <ShellSettingsProvider settings={settings}>
      <ConsoleRoot
        themeClassName={snapshot.dark ? darkThemeClass : lightThemeClass}
        themeColor={snapshot.layout.theme}
        size={snapshot.size}
        style={{ minHeight: '100vh', padding: 16 }}
      >
        <button type="button" onClick={() => setOpen(true)}>
          Open settings
        </button>
        <pre>{JSON.stringify(snapshot, null, 2)}</pre>
        <SettingsDrawer open={open} onOpenChange={setOpen} />
      </ConsoleRoot>
    </ShellSettingsProvider>
  );
}

const meta = {
  title: 'Shell/SettingsDrawer',
  component: DrawerDemo,
  args: { startOpen: true },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const DarkMode: Story = { args: { dark: true } };

export const Closed: Story = { args: { startOpen: false } };

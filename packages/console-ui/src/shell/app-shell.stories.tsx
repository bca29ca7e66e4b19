import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { AppShell, type AppShellProps } from './app-shell';
import { sampleMenus } from './sample-menus';

// Keeps the active path in state so clicking around the story behaves like a routed app.
function RoutedShell(props: AppShellProps) {
  const [path, setPath] = useState(props.activePath);
  return (
    <AppShell
      {...props}
      activePath={path}
      onNavigate={(next) => {
        setPath(next);
        props.onNavigate(next);
      }}
    >
      {props.children}
      <p>Current page: {path}</p>
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  render: (args) => <RoutedShell {...args} />,
  args: {
    productName: 'WCM Console',
    menus: sampleMenus,
    activePath: '/system/user',
    user: { name: 'Admin' },
    hrefFor: (path: string) => `/wcm${path}`,
    onNavigate: fn(),
    onSignOut: fn(),
    onOpenProfile: fn(),
    breadcrumb: <span>Home / System / Users</span>,
    children: <h1>Users</h1>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LightSide: Story = { args: { sideTheme: 'light' } };

export const GreenThemeColour: Story = { args: { themeColor: '#067d3f' } };

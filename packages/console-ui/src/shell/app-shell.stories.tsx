import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { AppShell, type AppShellProps } from './app-shell';
import { sampleMenus } from './sample-menus';
import { useRecordedState } from '../story-state';

// Keeps the active path in state so clicking around the story behaves like a routed app.
function RoutedShell(props: AppShellProps) {
  const [path, setPath] = useRecordedState(props.activePath, props.onNavigate);
  return (
    <AppShell {...props} activePath={path} onNavigate={setPath}>
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

export const DarkMode: Story = { args: { dark: true } };

export const SmallSize: Story = { args: { size: 'small' } };

/** Top-menu mode: top-level menus in the header, the active one's children in the sidebar. */
export const TopNav: Story = { args: { topNav: true } };

export const NoLogoNoTabsFixedHeader: Story = {
  args: {
    showLogo: false,
    showTagsView: false,
    fixedHeader: true,
    tagsView: <div>Tabs</div>,
  },
};

export const SidebarHidden: Story = { args: { sidebarHidden: true } };

export const WithLayoutSettings: Story = { args: { onOpenSettings: fn() } };

/** The shell mounted inside a partner page: the page's own elements keep their styles. */
export const EmbeddedInHostPage: Story = {
  render: (args) => (
    <div data-testid="host-page" style={{ fontFamily: 'serif' }}>
      <h2 data-testid="host-heading">Partner portal heading</h2>
      <p data-testid="host-text">Partner text that the console must not restyle.</p>
      <button type="button" data-testid="host-button">
        Partner button
      </button>
      <div style={{ border: '1px dashed gray' }}>
        <RoutedShell {...args} />
      </div>
    </div>
  ),
};

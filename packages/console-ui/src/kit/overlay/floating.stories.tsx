import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Button } from '../button';
import { MenuIcon } from '../../shell/menu-icon';
import { Dropdown, type DropdownItem } from './dropdown';
import { Popover } from './popover';
import { Tooltip } from './tooltip';

interface DemoProps {
  onEdit: () => void;
  onDelete: () => void;
  onExport: () => void;
}

// Tooltip, dropdown and popover as they appear in a table's action column.
function FloatingDemo({ onEdit, onDelete, onExport }: DemoProps) {
  const items: DropdownItem[] = [
    { key: 'edit', label: 'Edit', icon: <MenuIcon name="edit" />, onSelect: onEdit },
    { key: 'export', label: 'Export', disabled: true, onSelect: onExport },
    { key: 'delete', label: 'Delete', danger: true, onSelect: onDelete },
  ];
  return (
    <div style={{ display: 'flex', gap: 16, padding: 48 }}>
      <Tooltip content="Refresh the list">
        <Button>Refresh</Button>
      </Tooltip>
      <Dropdown items={items} align="end">
        <Button>More</Button>
      </Dropdown>
      <Popover trigger={<Button>Filters</Button>} aria-label="Filters" width={240}>
        <p style={{ margin: 0 }}>Filter content</p>
        <Button size="small">Apply</Button>
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Kit/Overlay/Floating',
  component: FloatingDemo,
  args: { onEdit: fn(), onDelete: fn(), onExport: fn() },
} satisfies Meta<typeof FloatingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus Refresh; open More or Filters. */
export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { FormItem } from '../form/form';
import { IconPicker } from './icon-picker';

interface DemoProps {
  initial?: string;
  names?: readonly string[];
  error?: string;
  onChange: (name: string) => void;
}

// Menu form's icon field.
function IconPickerDemo({ initial, names, error, onChange }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 420, padding: 16 }}>
      <FormItem label="Menu icon" error={error}>
        <IconPicker value={value} names={names} onChange={(v) => (setValue(v), onChange(v))} />
      </FormItem>
    </div>
  );
}

const meta = {
  title: 'Kit/Overlay/IconPicker',
  component: IconPickerDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof IconPickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { initial: 'user' } };

export const Invalid: Story = { args: { error: 'Please choose an icon' } };

export const FewNames: Story = { args: { names: ['system', 'user', 'tool'] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { Checkbox, CheckboxGroup, RadioGroup, Switch } from './choice';
import { FormItem } from './form';
import { recording } from '../../story-state';

const statuses = [
  { label: 'Normal', value: '0' },
  { label: 'Disabled', value: '1' },
  { label: 'Archived', value: '2', disabled: true },
];

const perms = [
  { label: 'View', value: 'view' },
  { label: 'Edit', value: 'edit' },
  { label: 'Delete', value: 'delete' },
  { label: 'Export (locked)', value: 'export', disabled: true },
];

interface DemoProps {
  disabled?: boolean;
  error?: string;
  vertical?: boolean;
  onChange: (value: unknown) => void;
}

// Radio group, checkbox group, single checkbox and switch side by side.
function ChoiceDemo({ disabled, error, vertical, onChange }: DemoProps) {
  const [status, setStatus] = useState<string | undefined>('0');
  const [chosen, setChosen] = useState<string[]>(['view']);
  const [agree, setAgree] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const record = recording(onChange);
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 480 }}>
      <FormItem label="Status" error={error}>
        <RadioGroup
          options={statuses}
          value={status}
          onChange={record(setStatus)}
          disabled={disabled}
          orientation={vertical ? 'vertical' : 'horizontal'}
        />
      </FormItem>
      <FormItem label="Permissions" error={error}>
        <CheckboxGroup
          options={perms}
          value={chosen}
          onChange={record(setChosen)}
          disabled={disabled}
        />
      </FormItem>
      <FormItem label="Terms" error={error}>
        <Checkbox value={agree} onChange={record(setAgree)} disabled={disabled}>
          I agree to the terms
        </Checkbox>
      </FormItem>
      <FormItem label="Enabled" error={error}>
        <Switch value={enabled} onChange={record(setEnabled)} disabled={disabled} />
      </FormItem>
      <Checkbox value indeterminate onChange={() => {}} aria-label="Select all rows" />
    </div>
  );
}

const meta = {
  title: 'Kit/Form/Choices',
  component: ChoiceDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof ChoiceDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Vertical: Story = { args: { vertical: true } };

export const Invalid: Story = { args: { error: 'Please choose' } };

export const Disabled: Story = { args: { disabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { ColorInput } from './color-input';
import { DatePicker, DateRangePicker, type DateRange } from './date-picker';
import { FormItem } from './form';
import type { TreeOption } from './tree';
import { TreeSelect } from './tree-select';
import { recording } from '../../story-state';

export const departments: TreeOption<number>[] = [
  {
    id: 100,
    label: 'Head office',
    children: [
      {
        id: 101,
        label: 'Shenzhen branch',
        children: [
          { id: 103, label: 'R&D' },
          { id: 104, label: 'Marketing' },
        ],
      },
      {
        id: 102,
        label: 'Changsha branch',
        children: [{ id: 108, label: 'Finance', disabled: true }],
      },
    ],
  },
];

interface DemoProps {
  disabled?: boolean;
  error?: string;
  withTime?: boolean;
  initialDate?: string;
  initialRange?: DateRange;
  initialColor?: string;
  initialDept?: number;
  onChange: (value: unknown) => void;
}

// Date, date range, colour and tree pickers in one form.
function PickersDemo(props: DemoProps) {
  const { disabled, error, withTime, onChange } = props;
  const [date, setDate] = useState(props.initialDate);
  const [range, setRange] = useState<DateRange>(props.initialRange ?? [undefined, undefined]);
  const [color, setColor] = useState(props.initialColor ?? '');
  const [dept, setDept] = useState(props.initialDept);
  const record = recording(onChange);
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 480, minHeight: 420 }}>
      <FormItem label="Publish date" error={error}>
        <DatePicker
          value={date}
          onChange={record(setDate)}
          withTime={withTime}
          disabled={disabled}
        />
      </FormItem>
      <FormItem label="Created" error={error}>
        <DateRangePicker
          value={range}
          onChange={record(setRange)}
          withTime={withTime}
          disabled={disabled}
        />
      </FormItem>
      <FormItem label="Theme colour" error={error}>
        <ColorInput value={color} onChange={record(setColor)} disabled={disabled} />
      </FormItem>
      <FormItem label="Parent department" error={error}>
        <TreeSelect
          options={departments}
          value={dept}
          onChange={record(setDept)}
          clearable
          disabled={disabled}
        />
      </FormItem>
    </div>
  );
}

const meta = {
  title: 'Kit/Form/Pickers',
  component: PickersDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof PickersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    initialDate: '2024-05-20',
    initialRange: ['2024-05-01', '2024-05-31'],
    initialColor: '#2563eb',
    initialDept: 103,
  },
};

export const WithTime: Story = {
  args: {
    withTime: true,
    initialDate: '2024-05-20 08:30:00',
    initialRange: ['2024-05-01 00:00:00', undefined],
  },
};

export const Invalid: Story = { args: { error: 'Required' } };

export const Disabled: Story = { args: { ...Filled.args, disabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { FormItem } from './form';
import type { SelectOption } from './option';
import { Select } from './select';
import { useRecordedState } from '../../story-state';

const cities: SelectOption<string>[] = [
  { label: 'Beijing', value: 'bj' },
  { label: 'Shanghai', value: 'sh' },
  { label: 'Shenzhen', value: 'sz' },
  { label: 'Guangzhou (closed)', value: 'gz', disabled: true },
  { label: 'Hangzhou', value: 'hz' },
];

interface DemoProps {
  options?: SelectOption<string>[];
  initial?: string[];
  multiple?: boolean;
  filterable?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  error?: string;
  onChange: (value: string[]) => void;
  onQueryChange?: (query: string) => void;
}

// One demo for every mode; the recorded value is always an array to keep the args simple.
function SelectDemo({
  options = cities,
  initial = [],
  multiple,
  onChange,
  error,
  ...rest
}: DemoProps) {
  const [value, change] = useRecordedState<string[]>(initial, onChange);
  return (
    <div style={{ maxWidth: 360, padding: 16, minHeight: 320 }}>
      <FormItem label="City" error={error}>
        {multiple ? (
          <Select {...rest} multiple options={options} value={value} onChange={change} />
        ) : (
          <Select
            {...rest}
            options={options}
            value={value[0]}
            onChange={(v) => change(v === undefined ? [] : [v])}
          />
        )}
      </FormItem>
    </div>
  );
}

const meta = {
  title: 'Kit/Form/Select',
  component: SelectDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof SelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const SingleClearable: Story = { args: { initial: ['sh'], clearable: true } };

export const Filterable: Story = { args: { filterable: true, clearable: true } };

export const Multiple: Story = { args: { multiple: true, initial: ['bj'], clearable: true } };

export const MultipleFilterable: Story = { args: { multiple: true, filterable: true } };

export const NoOptions: Story = { args: { options: [], filterable: true } };

export const Disabled: Story = { args: { initial: ['sz'], disabled: true } };

export const Invalid: Story = { args: { error: 'Please select a city' } };

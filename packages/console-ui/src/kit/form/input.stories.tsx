import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { FormItem } from './form';
import { Input, Textarea, type InputProps, type TextareaProps } from './input';
import { NumberInput, type NumberInputProps } from './number-input';
import { useRecordedState } from '../../story-state';

interface DemoProps {
  label?: string;
  error?: string;
  hint?: string;
}

// Holds the value so the stories are interactive; args.onChange still records every change.
function InputDemo({ label = 'Name', error, hint, ...props }: InputProps & DemoProps) {
  const [value, change] = useRecordedState(props.value, props.onChange);
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <FormItem label={label} error={error} hint={hint}>
        <Input {...props} value={value} onChange={change} />
      </FormItem>
    </div>
  );
}

const meta = {
  title: 'Kit/Form/Input',
  component: InputDemo,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof InputDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Enter a name' } };

export const Clearable: Story = { args: { value: 'ruoyi', clearable: true } };

export const WithCounter: Story = { args: { value: 'abc', maxLength: 20, showCount: true } };

export const WithHint: Story = { args: { hint: 'Letters and digits only' } };

export const Invalid: Story = { args: { error: 'Cannot be empty' } };

export const Disabled: Story = { args: { value: 'locked', disabled: true, clearable: true } };

export const Password: Story = { args: { label: 'Password', type: 'password', value: 'secret' } };

/** Multi-line text with a counter. */
export const TextareaField: Story = {
  render: function TextareaStory(args) {
    const [value, change] = useRecordedState<string>('Some remark', args.onChange);
    const props: TextareaProps = { value, onChange: change };
    return (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <FormItem label="Remark" error={args.error}>
          <Textarea {...props} rows={4} maxLength={200} showCount disabled={args.disabled} />
        </FormItem>
      </div>
    );
  },
};

/** Numbers: min 0, max 10, step 0.5, one decimal. */
export const NumberField: Story = {
  render: function NumberStory(args) {
    const [value, setValue] = useState<number | undefined>(1.5);
    const props: NumberInputProps = {
      value,
      onChange: (v) => {
        setValue(v);
        args.onChange(String(v));
      },
    };
    return (
      <div style={{ maxWidth: 240, padding: 16 }}>
        <FormItem label="Quantity" error={args.error} hint="0 to 10">
          <NumberInput
            {...props}
            min={0}
            max={10}
            step={0.5}
            precision={1}
            disabled={args.disabled}
          />
        </FormItem>
      </div>
    );
  },
};

export const NumberDisabled: Story = { ...NumberField, args: { disabled: true } };

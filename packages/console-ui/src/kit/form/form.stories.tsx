import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Button } from '../button';
import { Switch, RadioGroup } from './choice';
import { Form, FormItem } from './form';
import { Input, Textarea } from './input';
import { NumberInput } from './number-input';
import { Select } from './select';
import { maxLength, pattern, required, useForm } from './use-form';

interface UserValues {
  userName: string;
  phone: string;
  roleId: number | undefined;
  sort: number | undefined;
  status: '0' | '1';
  notify: boolean;
  remark: string;
}

const roles = [
  { label: 'Administrator', value: 1 },
  { label: 'Editor', value: 2 },
  { label: 'Guest', value: 3, disabled: true },
];

const empty: UserValues = {
  userName: '',
  phone: '',
  roleId: undefined,
  sort: 0,
  status: '0',
  notify: false,
  remark: '',
};

interface DemoProps {
  onSubmit: (values: UserValues) => void;
  labelWidth?: number;
  initial?: UserValues;
  /** Every control disabled, as while the edited record loads. */
  disabled?: boolean;
}

// The pattern page authors follow: useForm for state and rules, FormItem for the wiring.
function UserForm({ onSubmit, labelWidth, initial = empty, disabled }: DemoProps) {
  const form = useForm<UserValues>(initial, {
    userName: [required('User name cannot be empty'), maxLength(30, 'At most 30 characters')],
    phone: pattern(/^1[3-9]\d{9}$/, 'Please enter a correct phone number'),
    roleId: required('Please select a role'),
  });
  return (
    <Form
      labelWidth={labelWidth}
      {...(disabled === undefined ? {} : { disabled })}
      style={{ maxWidth: 560, padding: 16 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (form.validate()) onSubmit(form.values);
      }}
    >
      <FormItem label="User name" required error={form.errors.userName} hint="Used to sign in">
        <Input
          {...form.bind('userName')}
          clearable
          maxLength={30}
          showCount
          placeholder="Enter a user name"
        />
      </FormItem>
      <FormItem label="Phone" error={form.errors.phone}>
        <Input {...form.bind('phone')} type="tel" />
      </FormItem>
      <FormItem label="Role" required error={form.errors.roleId}>
        <Select options={roles} clearable {...form.bind('roleId')} />
      </FormItem>
      <FormItem label="Sort">
        <NumberInput {...form.bind('sort')} min={0} max={999} />
      </FormItem>
      <FormItem label="Status">
        <RadioGroup
          options={[
            { label: 'Normal', value: '0' },
            { label: 'Disabled', value: '1' },
          ]}
          {...form.bind('status')}
        />
      </FormItem>
      <FormItem label="Notify">
        <Switch {...form.bind('notify')} />
      </FormItem>
      <FormItem label="Remark">
        <Textarea {...form.bind('remark')} maxLength={500} showCount />
      </FormItem>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={() => form.reset()}>Reset</Button>
        <Button type="submit" variant="primary" disabled={!form.dirty}>
          Save
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Kit/Form/Form',
  component: UserForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels above the controls. Save with empty fields to see the messages. */
export const Stacked: Story = { args: { initial: empty } };

/** Labels in a 100 px column beside the controls. */
export const LabelColumn: Story = { args: { labelWidth: 100 } };

/** Loaded with a record: Save is enabled once something changes. */
export const Prefilled: Story = {
  args: { initial: { ...empty, userName: 'admin', roleId: 1, phone: '13800138000', sort: 3 } },
};

/** While the edited record loads: nothing can be typed that the loaded values would replace. */
export const Loading: Story = { args: { labelWidth: 100, disabled: true } };

/** Inline search bar above a table. */
export const Inline: Story = {
  render: function InlineSearch() {
    const form = useForm({ keyword: '', status: undefined as string | undefined });
    return (
      <Form inline style={{ padding: 16 }} onSubmit={(e) => e.preventDefault()}>
        <FormItem label="Keyword">
          <Input {...form.bind('keyword')} clearable placeholder="Name or phone" />
        </FormItem>
        <FormItem label="Status">
          <Select
            options={[
              { label: 'Normal', value: '0' },
              { label: 'Disabled', value: '1' },
            ]}
            clearable
            {...form.bind('status')}
          />
        </FormItem>
        <Button type="submit" variant="primary">
          Search
        </Button>
      </Form>
    );
  },
};

/** One item in each state: plain, required, hint, error, disabled control. */
export const ItemStates: Story = {
  render: () => (
    <Form style={{ maxWidth: 420, padding: 16 }} labelWidth={90}>
      <FormItem label="Plain">
        <Input value="" onChange={() => {}} />
      </FormItem>
      <FormItem label="Required" required>
        <Input value="" onChange={() => {}} />
      </FormItem>
      <FormItem label="With hint" hint="Between 2 and 20 characters">
        <Input value="ab" onChange={() => {}} />
      </FormItem>
      <FormItem label="With error" error="Cannot be empty" required>
        <Input value="" onChange={() => {}} />
      </FormItem>
      <FormItem label="Disabled">
        <Input value="locked" onChange={() => {}} disabled />
      </FormItem>
    </Form>
  ),
};

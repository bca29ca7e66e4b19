import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { SearchForm } from './search-form';

const meta = {
  title: 'Kit/Data/SearchForm',
  component: SearchForm,
  args: {
    onSearch: fn(),
    onReset: fn(),
    children: (
      <>
        <label>
          User name <input name="userName" />
        </label>
        <label>
          Phone <input name="phonenumber" />
        </label>
      </>
    ),
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Searching: Story = { args: { loading: true } };

/** Hidden by the toolbar's search toggle; the fields stay mounted. */
export const Hidden: Story = { args: { visible: false } };

import type { Meta, StoryObj } from '@storybook/react-vite';

import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';
import { PieChart } from './pie-chart';

const meta = { title: 'Charts/Charts' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const days = ['11-18', '11-19', '11-20', '11-21', '11-22', '11-23', '11-24'];

export const Visits: Story = {
  render: () => (
    <LineChart
      title="Visits"
      labels={days}
      series={[
        { name: 'Page views', values: [820, 932, 901, 934, 1290, 1330, 1320] },
        { name: 'Unique IPs', values: [320, 332, 301, 334, 390, 330, 420] },
      ]}
    />
  ),
};

export const Countries: Story = {
  render: () => (
    <BarChart
      title="Visits by country"
      valueLabel="Visits"
      data={[
        { label: 'Germany', value: 412 },
        { label: 'United States', value: 388 },
        { label: 'Viet Nam', value: 205 },
        { label: 'Brazil', value: 96 },
      ]}
    />
  ),
};

export const Equity: Story = {
  render: () => (
    <PieChart
      title="Shareholding"
      valueLabel="Percent"
      data={[
        { label: 'Zhang Wei', value: 51 },
        { label: 'Hangzhou Capital', value: 30 },
        { label: 'Staff plan', value: 19 },
      ]}
    />
  ),
};

export const Empty: Story = {
  render: () => <LineChart title="Visits" labels={[]} series={[]} />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Button } from '../button';
import { Descriptions } from './descriptions';
import { DictTag } from './dict-tag';
import { EmptyState } from './empty-state';
import { sampleStatusDict } from './sample-data';
import { StatusBadge } from './status-badge';
import { TONES } from './tones';

// The small display pieces share one stories file; each story shows every state of one piece.
const meta = {
  title: 'Kit/Data/Display',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const toneDict = TONES.map((tone) => ({ label: tone, value: tone, listClass: tone }));

export const DictTags: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <DictTag options={toneDict} value={[...TONES]} />
      <DictTag options={sampleStatusDict} value="1" />
      <DictTag
        options={[
          { dictLabel: 'Plain', dictValue: 'p', listClass: '', cssClass: 'custom' },
          { dictLabel: 'Warned', dictValue: 'w', listClass: 'warning' },
        ]}
        value="p,w,unknown"
      />
      <DictTag options={sampleStatusDict} value={0} />
    </div>
  ),
};

export const StatusBadges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {TONES.map((tone) => (
        <StatusBadge key={tone} tone={tone}>
          {tone}
        </StatusBadge>
      ))}
    </div>
  ),
};

export const Empty: Story = { render: () => <EmptyState /> };

export const EmptyWithAction: Story = {
  render: () => (
    <EmptyState
      title="No products yet"
      description="Products you add appear here."
      action={
        <Button variant="primary" onClick={fn()}>
          Add product
        </Button>
      }
    />
  ),
};

const details = [
  { label: 'Module', value: 'User management' },
  { label: 'Operator', value: 'admin' },
  { label: 'Status', value: <StatusBadge tone="success">Success</StatusBadge> },
  { label: 'Request', value: 'PUT /system/user', span: 2 },
  { label: 'Time', value: '2026-01-01 10:00:00' },
  { label: 'Remark', value: 'Spans the whole row', span: 4 },
];

export const DescriptionList: Story = {
  render: () => <Descriptions title="Operation log" items={details} columns={3} />,
};

export const DescriptionsBordered: Story = {
  render: () => <Descriptions items={details} columns={2} bordered />,
};

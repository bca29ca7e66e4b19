import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { KeepAlive } from './keep-alive';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const [text, setText] = useState('');
  return (
    <section aria-label={name}>
      <h2>{name}</h2>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {name} count {count}
      </button>
      <label>
        {name} note <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
    </section>
  );
}

// Three tabs; "C" is not cacheable (noCache). Closing a tab drops it from the cache.
function KeepAliveDemo({ initialTabs }: { initialTabs: string[] }) {
  const [open, setOpen] = useState(initialTabs);
  const [active, setActive] = useState(initialTabs[0] ?? 'A');
  const cacheKeys = open.filter((t) => t !== 'C');
  return (
    <div style={{ padding: 16 }}>
      <nav aria-label="Pages">
        {open.map((tab) => (
          <span key={tab}>
            <button type="button" aria-pressed={tab === active} onClick={() => setActive(tab)}>
              {tab}
            </button>
            <button
              type="button"
              aria-label={`Close ${tab}`}
              onClick={() => setOpen((tabs) => tabs.filter((t) => t !== tab))}
            >
              ×
            </button>
          </span>
        ))}
        <button type="button" onClick={() => setOpen((tabs) => [...new Set([...tabs, 'A'])])}>
          Reopen A
        </button>
      </nav>
      <KeepAlive activeKey={active} cacheKeys={cacheKeys}>
        <Counter key={active} name={active} />
      </KeepAlive>
    </div>
  );
}

const meta = {
  title: 'Shell/KeepAlive',
  component: KeepAliveDemo,
  args: { initialTabs: ['A', 'B', 'C'] },
} satisfies Meta<typeof KeepAliveDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tabs: Story = {};

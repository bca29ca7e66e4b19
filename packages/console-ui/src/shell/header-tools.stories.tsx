import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale, Size } from '@wcm/console-core';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { FullscreenButton } from './fullscreen-button';
import { LanguageMenu } from './language-menu';
import { SizeMenu } from './size-menu';

// The three header tools side by side, each keeping its choice in state.
function HeaderTools(props: {
  locale: Locale;
  size: Size;
  onLocale: (l: Locale) => void;
  onSize: (s: Size) => void;
  onUnsupported: (text: string) => void;
}) {
  const [locale, setLocale] = useState(props.locale);
  const [size, setSize] = useState(props.size);
  return (
    <div style={{ display: 'flex', gap: 8, padding: 16, justifyContent: 'flex-end' }}>
      <FullscreenButton onUnsupported={props.onUnsupported} />
      <SizeMenu
        size={size}
        onChange={(s) => {
          setSize(s);
          props.onSize(s);
        }}
      />
      <LanguageMenu
        locale={locale}
        onChange={(l) => {
          setLocale(l);
          props.onLocale(l);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/HeaderTools',
  component: HeaderTools,
  args: { locale: 'zh-CN', size: 'medium', onLocale: fn(), onSize: fn(), onUnsupported: fn() },
} satisfies Meta<typeof HeaderTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EnglishSmall: Story = { args: { locale: 'en', size: 'small' } };

export const French: Story = { args: { locale: 'fr', size: 'mini' } };

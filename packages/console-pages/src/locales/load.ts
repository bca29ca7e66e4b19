import type { Messages } from '@lingui/core';

// Literal import paths (not a template) so bundlers emit one lazy chunk per locale.
export async function loadMessages(locale: 'zh-CN' | 'en' | 'fr'): Promise<Messages> {
  switch (locale) {
    case 'zh-CN':
      return (await import('./zh-CN/messages')).messages;
    case 'fr':
      return (await import('./fr/messages')).messages;
    case 'en':
    default:
      return (await import('./en/messages')).messages;
  }
}

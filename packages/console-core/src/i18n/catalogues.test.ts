import { describe, expect, it } from 'vitest';
import { catalogueLoader } from './catalogues';

describe('catalogueLoader', () => {
  const load = catalogueLoader({
    'zh-CN': () => Promise.resolve({ messages: { hello: '你好' } }),
    en: () => Promise.resolve({ messages: { hello: 'Hello' } }),
    fr: () => Promise.resolve({ messages: { hello: 'Bonjour' } }),
  });

  it("loads the locale's catalogue", async () => {
    await expect(load('zh-CN')).resolves.toEqual({ hello: '你好' });
    await expect(load('fr')).resolves.toEqual({ hello: 'Bonjour' });
  });

  it('falls back to English for a locale it does not know', async () => {
    await expect(load('de' as 'en')).resolves.toEqual({ hello: 'Hello' });
  });
});

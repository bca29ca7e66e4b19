import { describe, expect, it } from 'vitest';
import { catalogueLoader } from './catalogues';

describe('catalogueLoader', () => {
  const load = catalogueLoader({
    'zh-CN': () => Promise.resolve({ messages: { hello: '你好' } }),
    fr: () => Promise.resolve({ messages: { hello: 'Bonjour' } }),
  });

  it("loads the locale's catalogue", async () => {
    await expect(load('zh-CN')).resolves.toEqual({ hello: '你好' });
    await expect(load('fr')).resolves.toEqual({ hello: 'Bonjour' });
  });

  it('gives no catalogue for English or an unknown locale: the texts are the code’s own', async () => {
    await expect(load('en')).resolves.toEqual({});
    await expect(load('de' as 'en')).resolves.toEqual({});
  });

  it('still loads an English catalogue when one is given (a portal’s own texts)', async () => {
    const withEnglish = catalogueLoader({ en: () => Promise.resolve({ messages: { hi: 'Hi' } }) });
    await expect(withEnglish('en')).resolves.toEqual({ hi: 'Hi' });
  });
});

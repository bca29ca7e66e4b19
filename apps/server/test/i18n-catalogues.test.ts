import { describe, expect, it } from 'vitest';
import { catalogues } from '../src/i18n/messages';

describe('server message catalogues', () => {
  it('never define a key in two areas', () => {
    const seen = new Map<string, string>();
    for (const [area, catalogue] of Object.entries(catalogues)) {
      for (const key of Object.keys(catalogue)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('have every message in zh-CN, en and fr', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const entry of Object.values(catalogue) as Array<Record<string, string>>) {
        for (const lang of ['zh-CN', 'en', 'fr'])
          expect(entry[lang]?.length ?? 0).toBeGreaterThan(0);
      }
    }
  });
});

// The production builds compile each English `message` into the code (scripts/inline-messages.mjs),
// so English has no catalogue. These tests run that step on real code and read the result with a
// production Lingui (no run-time compiler).
import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { catalogueMismatches, inlineMessages } from '../../../../scripts/inline-messages.mjs';
import { requestMessages } from '../api/messages';
import { messages as englishCatalogue } from '../locales/en/messages';

const production = () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  i18n.setMessagesCompiler(undefined as never);
  return i18n;
};

describe('English texts compiled into the code', () => {
  it('compiles descriptors with known ids, placeholders and plurals included', () => {
    const code = [
      "const a = { id: 'x.type', message: 'Only {types} files' };",
      "const b = i18n._({ id: 'x.days', message: `{n, plural, one {# day} other {# days}}` });",
      "const c = { id: 'x.other', message: 'Not in the catalogue' };",
      "const d = { id: 'x.type', message: dynamic };",
    ].join('\n');
    const { code: out, found } = inlineMessages(code, new Set(['x.type', 'x.days']));
    expect(out).toContain(`message: ["Only ",["types"]," files"]`);
    expect(out).toContain(`"n","plural"`);
    expect(out).toContain("{ id: 'x.other', message: 'Not in the catalogue' }");
    expect(out).toContain('message: dynamic');
    expect([...found.keys()]).toEqual(['x.type', 'x.days']);

    const i18n = production();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const compiled = (id: string) => ({ id, message: found.get(id) as unknown as string });
    expect(i18n._({ ...compiled('x.type'), values: { types: 'crt/pem' } })).toBe(
      'Only crt/pem files',
    );
    expect(i18n._({ ...compiled('x.days'), values: { n: 2 } })).toBe('2 days');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('finds every text of the English catalogue in the code, with the same text', () => {
    const catalogue = englishCatalogue as Record<string, unknown[]>;
    // The request texts are one object in the code: compile it as the build does.
    const source = `const m = ${JSON.stringify(requestMessages)};`;
    const { found } = inlineMessages(source, new Set(Object.keys(catalogue)));
    expect(found.size).toBe(Object.keys(requestMessages).length);
    const some = Object.fromEntries([...found.keys()].map((id) => [id, catalogue[id] ?? []]));
    expect(catalogueMismatches(some, found)).toEqual([]);
    expect(catalogueMismatches({ 'core.none': ['x'] }, found)).toEqual([
      'core.none: no literal message in the code',
    ]);
  });
});

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_MESSAGE } from './file-upload';
import { firstFailure, formatValidation, invalid, VALID } from './result';

describe('validation results (spec §5 messages, localised)', () => {
  it('a valid result has no text', () => {
    expect(formatValidation(setupI18n({ locale: 'en', messages: { en: {} } }), VALID)).toBe(
      undefined,
    );
  });

  it('failures are shown in the active locale with their placeholders', () => {
    const i18n = setupI18n({
      locale: 'fr',
      messages: { fr: { [FILE_SIZE_MESSAGE.id]: 'La taille ne peut pas dépasser {size} Mo !' } },
    });
    const result = invalid('file-size', FILE_SIZE_MESSAGE, { size: 5 });
    expect(formatValidation(i18n, result)).toBe('La taille ne peut pas dépasser 5 Mo !');
  });

  it('result values override values stored in the descriptor', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const message = { id: 'x', message: '{a}-{b}', values: { a: 1, b: 2 } };
    expect(formatValidation(i18n, invalid('x', message, { b: 3 }))).toBe('1-3');
    expect(invalid('x', message)).toEqual({ ok: false, code: 'x', message });
  });

  it('firstFailure returns the first failing rule, or VALID', () => {
    const a = invalid('a', { id: 'a' });
    const b = invalid('b', { id: 'b' });
    expect(firstFailure(VALID, a, b)).toBe(a);
    expect(firstFailure(VALID, VALID)).toBe(VALID);
  });
});

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { parseEditId } from './article-edit-page';
import { bodyOf, emptyArticle, parseHashtags, validate } from './article-values';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('article values', () => {
  it('reads hashtags separated by spaces, commas or #, unique, at most 10 of 30 characters', () => {
    expect(parseHashtags('#pumps, energy #pumps  ，水泵')).toEqual(['pumps', 'energy', '水泵']);
    expect(parseHashtags('x'.repeat(40))).toEqual(['x'.repeat(30)]);
    expect(parseHashtags(Array.from({ length: 12 }, (_, i) => `t${i}`).join(' '))).toHaveLength(10);
  });

  it('needs a title for a draft and every field to publish; a case also its customer fields', () => {
    const empty = emptyArticle();
    expect(validate(empty, 'article', 'draft', i18n)).toEqual({ title: 'Please enter the title' });
    const titled = { ...empty, title: 'T' };
    expect(validate(titled, 'article', 'draft', i18n)).toEqual({});
    expect(Object.keys(validate(titled, 'article', 'publish', i18n))).toEqual([
      'description',
      'coverUrl',
      'category',
      'content',
    ]);
    const full = {
      ...titled,
      description: 'D',
      coverUrl: '/profile/upload/a.png',
      category: 'technical',
      content: '<p>Body</p>',
    };
    expect(validate(full, 'article', 'publish', i18n)).toEqual({});
    expect(Object.keys(validate(full, 'case', 'publish', i18n))).toEqual([
      'customer',
      'industry',
      'country',
    ]);
    // An image alone is content; empty paragraphs are not.
    expect(
      validate({ ...full, content: '<p><img src="/a.png"></p>' }, 'article', 'publish', i18n),
    ).toEqual({});
    expect(
      validate({ ...full, content: '<p>&nbsp;</p>' }, 'article', 'publish', i18n).content,
    ).toBe('Please enter the content');
  });

  it('sends the case fields and linked products only for the kinds that have them', () => {
    const values = { ...emptyArticle(), title: ' T ', customer: ' ACME ', productIds: [3] };
    expect(bodyOf(values, 'article')).not.toHaveProperty('productIds');
    expect(bodyOf(values, 'solution')).toMatchObject({ title: 'T', productIds: [3] });
    expect(bodyOf(values, 'solution')).not.toHaveProperty('customer');
    expect(bodyOf(values, 'case')).toMatchObject({ customer: 'ACME', productIds: [3], sort: null });
  });

  it('reads the editor route id: a number of the route kind, case-<id> for cases', () => {
    expect(parseEditId('12', 'article')).toEqual({ kind: 'article', id: 12 });
    expect(parseEditId('0', 'solution')).toEqual({ kind: 'solution', id: 0 });
    expect(parseEditId(undefined, 'article')).toEqual({ kind: 'article', id: 0 });
    expect(parseEditId('case-7', 'article')).toEqual({ kind: 'case', id: 7 });
    expect(parseEditId('x', 'article')).toBeUndefined();
    expect(parseEditId('9999999999', 'article')).toBeUndefined();
  });
});

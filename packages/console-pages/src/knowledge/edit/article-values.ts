import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ArticleKind, ArticleRow } from '../shared/kinds';

/** The editor's form values. */
export interface ArticleValues {
  title: string;
  description: string;
  coverUrl: string;
  /** Hashtags as typed: separated by spaces or commas, `#` optional. */
  hashtags: string;
  sort: number | undefined;
  category: string;
  content: string;
  customer: string;
  industry: string;
  country: string;
  productIds: number[];
}

export const emptyArticle = (): ArticleValues => ({
  title: '',
  description: '',
  coverUrl: '',
  hashtags: '',
  sort: undefined,
  category: '',
  content: '',
  customer: '',
  industry: '',
  country: '',
  productIds: [],
});

/** Form values of a fetched record. */
export function valuesOf(row: ArticleRow): ArticleValues {
  return {
    title: row.title,
    description: row.description,
    coverUrl: row.coverUrl,
    hashtags: row.hashtags.map((t) => `#${t}`).join(' '),
    sort: row.sort ?? undefined,
    category: row.category,
    content: row.content ?? '',
    customer: row.customer,
    industry: row.industry,
    country: row.country,
    productIds: row.productIds,
  };
}

/** `#a, b #c` → ['a', 'b', 'c'] (unique, at most 10, 30 characters each). */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/[\s,，#]+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => t.slice(0, 30));
  return [...new Set(tags)].slice(0, 10);
}

/** The add/edit/draft body of the values. */
export function bodyOf(values: ArticleValues, kind: ArticleKind) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    coverUrl: values.coverUrl,
    hashtags: parseHashtags(values.hashtags),
    sort: values.sort ?? null,
    category: values.category,
    content: values.content,
    ...(kind === 'article'
      ? {}
      : {
          productIds: values.productIds,
          ...(kind === 'case'
            ? {
                customer: values.customer.trim(),
                industry: values.industry,
                country: values.country.trim(),
              }
            : {}),
        }),
  };
}

const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

const filled = (text: string) => text.trim() !== '';

/** A field a save needs, with its check and the message when it fails. */
interface Rule {
  field: keyof ArticleValues;
  ok: (values: ArticleValues) => boolean;
  message: MessageDescriptor;
}

/** What even a draft needs. */
const TITLE: Rule = {
  field: 'title',
  ok: (v) => filled(v.title),
  message: /*i18n*/ { id: 'pages.knowledge.form.title', message: 'Please enter the title' },
};

/** What publishing needs besides the title. */
const PUBLISH: readonly Rule[] = [
  {
    field: 'description',
    ok: (v) => filled(v.description),
    message: /*i18n*/ {
      id: 'pages.knowledge.form.description',
      message: 'Please enter the description',
    },
  },
  {
    field: 'coverUrl',
    ok: (v) => v.coverUrl !== '',
    message: /*i18n*/ { id: 'pages.knowledge.form.cover', message: 'A cover image is required' },
  },
  {
    field: 'category',
    ok: (v) => v.category !== '',
    message: /*i18n*/ { id: 'pages.knowledge.form.category', message: 'Please choose a category' },
  },
  {
    field: 'content',
    ok: (v) => textOfHtml(v.content) !== '' || /<(img|video)\b/i.test(v.content),
    message: /*i18n*/ { id: 'pages.knowledge.form.content', message: 'Please enter the content' },
  },
];

/** What publishing a success case needs besides. */
const CASE: readonly Rule[] = [
  {
    field: 'customer',
    ok: (v) => filled(v.customer),
    message: /*i18n*/ { id: 'pages.knowledge.form.customer', message: 'Please enter the customer' },
  },
  {
    field: 'industry',
    ok: (v) => v.industry !== '',
    message: /*i18n*/ {
      id: 'pages.knowledge.form.industry',
      message: 'Please choose the industry',
    },
  },
  {
    field: 'country',
    ok: (v) => filled(v.country),
    message: /*i18n*/ { id: 'pages.knowledge.form.country', message: 'Please enter the country' },
  },
];

/** Errors of the values by field: `draft` needs a title only; publishing needs every field. */
export function validate(
  values: ArticleValues,
  kind: ArticleKind,
  mode: 'draft' | 'publish',
  i18n: I18n,
): Record<string, string> {
  const rules = mode === 'draft' ? [TITLE] : [TITLE, ...PUBLISH, ...(kind === 'case' ? CASE : [])];
  return Object.fromEntries(
    rules.filter((rule) => !rule.ok(values)).map((rule) => [rule.field, i18n._(rule.message)]),
  );
}

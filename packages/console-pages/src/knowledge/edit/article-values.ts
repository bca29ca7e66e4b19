import type { I18n } from '@lingui/core';
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

/** Errors of the values by field: `draft` needs a title only; publishing needs every field. */
export function validate(
  values: ArticleValues,
  kind: ArticleKind,
  mode: 'draft' | 'publish',
  i18n: I18n,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const need = (field: keyof ArticleValues, ok: boolean, message: string) => {
    if (!ok && !errors[field]) errors[field] = message;
  };
  need(
    'title',
    values.title.trim() !== '',
    i18n._({ id: 'pages.knowledge.form.title', message: 'Please enter the title' }),
  );
  if (mode === 'draft') return errors;
  need(
    'description',
    values.description.trim() !== '',
    i18n._({ id: 'pages.knowledge.form.description', message: 'Please enter the description' }),
  );
  need(
    'coverUrl',
    values.coverUrl !== '',
    i18n._({ id: 'pages.knowledge.form.cover', message: 'A cover image is required' }),
  );
  need(
    'category',
    values.category !== '',
    i18n._({ id: 'pages.knowledge.form.category', message: 'Please choose a category' }),
  );
  need(
    'content',
    textOfHtml(values.content) !== '' || /<(img|video)\b/i.test(values.content),
    i18n._({ id: 'pages.knowledge.form.content', message: 'Please enter the content' }),
  );
  if (kind === 'case') {
    need(
      'customer',
      values.customer.trim() !== '',
      i18n._({ id: 'pages.knowledge.form.customer', message: 'Please enter the customer' }),
    );
    need(
      'industry',
      values.industry !== '',
      i18n._({ id: 'pages.knowledge.form.industry', message: 'Please choose the industry' }),
    );
    need(
      'country',
      values.country.trim() !== '',
      i18n._({ id: 'pages.knowledge.form.country', message: 'Please enter the country' }),
    );
  }
  return errors;
}

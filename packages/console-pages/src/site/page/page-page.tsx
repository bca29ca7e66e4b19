import type { MessageDescriptor } from '@lingui/core';
import { Input, Textarea } from '@wcm/console-ui';
import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceField,
  type ResourceRow,
} from '../../common/resource';
import { nameColumn, nameField, nameFilter, slotImageField, str } from '../shared/descriptor-parts';
import { LengthCounter, SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE, SerpPreview } from './serp-preview';
import { timeColumn } from '../../common/columns';

type SitePage = ResourceRow<'/site/page'>;

const t = {
  slug: /*i18n*/ { id: 'pages.site.page.slug', message: 'Address' },
  status: /*i18n*/ { id: 'pages.site.status', message: 'Status' },
  seoTitle: /*i18n*/ { id: 'pages.site.page.seoTitle', message: 'SEO title' },
};

/** A full-width text field (a box of `rows` lines when given) with its length guide under it. */
function countedField({
  name,
  label,
  maxLength,
  guide,
  rows,
}: {
  name: string;
  label: MessageDescriptor;
  maxLength: number;
  guide: number;
  rows?: number;
}): ResourceField {
  return {
    kind: 'custom',
    name,
    label,
    full: true,
    render: (p) => (
      <div>
        {rows === undefined ? (
          <Input
            aria-label={p.label}
            value={str(p.value)}
            onChange={p.onChange}
            maxLength={maxLength}
          />
        ) : (
          <Textarea
            aria-label={p.label}
            value={str(p.value)}
            onChange={p.onChange}
            maxLength={maxLength}
            rows={rows}
          />
        )}
        <LengthCounter length={str(p.value).length} guide={guide} />
      </div>
    ),
  };
}

/** Pages of the site with their SEO fields (`site/page/index`). */
export const pageDescriptor: ResourceDescriptor<SitePage> = {
  path: '/site/page',
  id: 'pageId',
  rowName: (row) => row.name,
  title: /*i18n*/ { id: 'pages.site.page.table', message: 'Pages' },
  noun: /*i18n*/ { id: 'pages.site.page.noun', message: 'page' },
  addTitle: /*i18n*/ { id: 'pages.site.page.add', message: 'Add page' },
  editTitle: /*i18n*/ { id: 'pages.site.page.edit', message: 'Edit page' },
  columns: [
    {
      key: 'pageId',
      title: /*i18n*/ { id: 'pages.site.id', message: 'No.' },
      width: 80,
      sortable: true,
    },
    nameColumn(),
    {
      key: 'slug',
      title: t.slug,
      sortable: true,
      render: (row) => `/${row.slug}`,
    },
    { key: 'seoTitle', title: t.seoTitle },
    {
      key: 'status',
      title: t.status,
      dict: 'wcm_page_status',
    },
    timeColumn('updateTime', /*i18n*/ { id: 'pages.site.updateTime', message: 'Updated' }),
  ],
  filters: [
    nameFilter,
    {
      kind: 'text',
      name: 'slug',
      label: t.slug,
    },
    {
      kind: 'select',
      name: 'status',
      label: t.status,
      dict: 'wcm_page_status',
    },
  ],
  dialog: { columns: 2, width: 980 },
  fields: [
    nameField(100),
    {
      kind: 'text',
      name: 'slug',
      label: t.slug,
      required: true,
      maxLength: 100,
      pattern: {
        re: /^[a-z0-9]+(-[a-z0-9]+)*$/,
        message: /*i18n*/ {
          id: 'pages.site.page.slugFormat',
          message: 'Lower-case letters, digits and single hyphens only, e.g. about-us',
        },
      },
      hint: /*i18n*/ {
        id: 'pages.site.page.slugHint',
        message: 'Unique; the page opens at /address.',
      },
    },
    countedField({ name: 'seoTitle', label: t.seoTitle, maxLength: 120, guide: SEO_TITLE_GUIDE }),
    {
      kind: 'text',
      name: 'seoKeywords',
      label: /*i18n*/ { id: 'pages.site.page.seoKeywords', message: 'SEO keywords' },
      maxLength: 255,
      full: true,
      hint: /*i18n*/ {
        id: 'pages.site.page.keywordsHint',
        message: 'Separate keywords with commas; five to ten are plenty.',
      },
    },
    countedField({
      name: 'seoDescription',
      label: /*i18n*/ { id: 'pages.site.page.seoDescription', message: 'SEO description' },
      maxLength: 320,
      guide: SEO_DESCRIPTION_GUIDE,
      rows: 3,
    }),
    {
      kind: 'custom',
      name: 'serpPreview',
      label: /*i18n*/ { id: 'pages.site.page.serp', message: 'Search result preview' },
      full: true,
      render: ({ values }) => (
        <SerpPreview
          title={str(values.seoTitle) || str(values.name)}
          slug={str(values.slug)}
          description={str(values.seoDescription)}
        />
      ),
    },
    slotImageField({
      name: 'backgroundUrl',
      label: /*i18n*/ { id: 'pages.site.page.background', message: 'Background image' },
    }),
    {
      kind: 'radio',
      name: 'status',
      label: t.status,
      dict: 'wcm_page_status',
      default: '0',
    },
    {
      kind: 'richText',
      name: 'content',
      label: /*i18n*/ { id: 'pages.site.page.content', message: 'Content' },
      variant: 'full',
      height: 360,
      full: true,
    },
  ],
  toBody: (values) => ({
    name: str(values.name).trim(),
    slug: str(values.slug).trim(),
    seoTitle: str(values.seoTitle).trim(),
    seoKeywords: str(values.seoKeywords).trim(),
    seoDescription: str(values.seoDescription).trim(),
    backgroundUrl: str(values.backgroundUrl),
    status: str(values.status) || '0',
    content: str(values.content),
  }),
};

export const SitePagePage = defineResourcePage(pageDescriptor);

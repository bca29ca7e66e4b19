import type { ResourceColumn } from '../../common/resource';
import { idColumn, timeColumn } from '../../common/columns';

// Labels and columns the knowledge lists (articles, drafts, FAQ, certificates, publication
// records) and the article editor share: one message each.

/** Labels of the fields several knowledge pages show. */
export const KNOWLEDGE_TEXTS = {
  no: /*i18n*/ { id: 'pages.knowledge.no', message: 'No.' },
  title: /*i18n*/ { id: 'pages.knowledge.title', message: 'Title' },
  kind: /*i18n*/ { id: 'pages.knowledge.kind', message: 'Type' },
  cover: /*i18n*/ { id: 'pages.knowledge.cover', message: 'Cover' },
  category: /*i18n*/ { id: 'pages.knowledge.category', message: 'Category' },
  sort: /*i18n*/ { id: 'pages.knowledge.sort', message: 'Sort value' },
  customer: /*i18n*/ { id: 'pages.knowledge.customer', message: 'Customer' },
  industry: /*i18n*/ { id: 'pages.knowledge.industry', message: 'Industry' },
  created: /*i18n*/ { id: 'pages.knowledge.createTime', message: 'Created' },
  country: /*i18n*/ { id: 'pages.knowledge.country', message: 'Country' },
  hashtags: /*i18n*/ { id: 'pages.knowledge.hashtags', message: 'Hashtags' },
  products: /*i18n*/ { id: 'pages.knowledge.products', message: 'Linked products' },
};

/** The number column of a record's id. */
export function noColumn<Row>(key: keyof Row & string): ResourceColumn<Row> {
  return idColumn(key, KNOWLEDGE_TEXTS.no, { width: 80 });
}

/** The cover thumbnail of an article. */
export function coverColumn<Row>(): ResourceColumn<Row> {
  return { key: 'coverUrl', title: KNOWLEDGE_TEXTS.cover, image: true, width: 90 };
}

/** The sortable creation time column. */
export function createTimeColumn<Row>(): ResourceColumn<Row> {
  return timeColumn('createTime', KNOWLEDGE_TEXTS.created);
}

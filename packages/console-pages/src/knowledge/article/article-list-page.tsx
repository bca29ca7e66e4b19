import type { ResourceDescriptor } from '../../common/resource';
import { defineResourcePage } from '../../common/resource';
import { coverColumn, KNOWLEDGE_TEXTS } from '../shared/descriptor-parts';
import { type ArticleKind, type ArticleRow, KINDS } from '../shared/kinds';
import { AddButton, ArticleRowActions, RecordsButton } from './article-actions';
import { timeColumn } from '../../common/columns';

const { title, category, sort, customer, industry, created } = KNOWLEDGE_TEXTS;
const status = /*i18n*/ { id: 'pages.knowledge.status', message: 'Status' };
const hashtag = /*i18n*/ { id: 'pages.knowledge.hashtag', message: 'Hashtag' };

const NOUNS = {
  article: {
    table: /*i18n*/ { id: 'pages.knowledge.article.table', message: 'News and articles' },
    noun: /*i18n*/ { id: 'pages.knowledge.article.noun', message: 'article' },
  },
  solution: {
    table: /*i18n*/ { id: 'pages.knowledge.solution.table', message: 'Solutions' },
    noun: /*i18n*/ { id: 'pages.knowledge.solution.noun', message: 'solution' },
  },
  case: {
    table: /*i18n*/ { id: 'pages.knowledge.case.table', message: 'Success cases' },
    noun: /*i18n*/ { id: 'pages.knowledge.case.noun', message: 'success case' },
  },
} as const;

/** The list of one kind: search, cover, state and counters; add and edit open the editor. */
export function articleDescriptor(kind: ArticleKind): ResourceDescriptor<ArticleRow> {
  const spec = KINDS[kind];
  const caseFilters =
    kind === 'case'
      ? ([
          { kind: 'text', name: 'customer', label: customer },
          { kind: 'select', name: 'industry', label: industry, dict: 'wcm_industry' },
        ] as const)
      : [];
  const caseColumns =
    kind === 'case'
      ? [
          { key: 'customer', title: customer },
          { key: 'industry', title: industry, dict: 'wcm_industry' },
          {
            key: 'country',
            title: KNOWLEDGE_TEXTS.country,
          },
        ]
      : [];
  return {
    path: spec.path,
    permission: spec.permission,
    id: 'articleId',
    rowName: (row) => row.title,
    title: NOUNS[kind].table,
    noun: NOUNS[kind].noun,
    exportName: kind,
    operations: { add: false, edit: false },
    filters: [
      { kind: 'text', name: 'title', label: title },
      { kind: 'select', name: 'category', label: category, dict: spec.categoryDict },
      { kind: 'select', name: 'status', label: status, dict: 'wcm_publish_status' },
      { kind: 'text', name: 'hashtag', label: hashtag },
      ...caseFilters,
      { kind: 'dateRange', label: created },
    ],
    columns: [
      coverColumn(),
      { key: 'title', title, sortable: true },
      { key: 'category', title: category, dict: spec.categoryDict, width: 120 },
      ...caseColumns,
      {
        key: 'hashtags',
        title: KNOWLEDGE_TEXTS.hashtags,
        render: (row) => row.hashtags.map((t) => `#${t}`).join(' '),
      },
      { key: 'sort', title: sort, sortable: true, width: 100 },
      { key: 'status', title: status, dict: 'wcm_publish_status', width: 110 },
      {
        key: 'viewCount',
        title: /*i18n*/ {
          id: 'pages.knowledge.counts',
          message: 'Views / likes / collects / comments',
        },
        sortable: true,
        render: (row) =>
          `${row.viewCount} / ${row.likeCount} / ${row.collectCount} / ${row.commentCount}`,
      },
      timeColumn(
        'publishTime',
        /*i18n*/ { id: 'pages.knowledge.publishTime', message: 'Published' },
      ),
    ],
    toolbar: () => (
      <>
        <AddButton kind={kind} />
        <RecordsButton />
      </>
    ),
    rowActions: (row, page) => <ArticleRowActions row={row} page={page} />,
  };
}

/** Knowledge centre > News (`konwledge/article/index`). */
export const ArticlePage = defineResourcePage(articleDescriptor('article'));
/** Brand > Solutions (`brand/solution/index`). */
export const SolutionPage = defineResourcePage(articleDescriptor('solution'));
/** Success cases (`success/case/index`). */
export const CasePage = defineResourcePage(articleDescriptor('case'));

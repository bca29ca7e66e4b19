import { defineResourcePage, type ResourceDescriptor } from '../../common/resource';
import { EditButton } from '../article/article-actions';
import { coverColumn, createTimeColumn, KNOWLEDGE_TEXTS } from '../shared/descriptor-parts';
import { type ArticleRow, KINDS } from '../shared/kinds';
import { timeColumn } from '../../common/columns';

function OpenDraft({ row }: { row: ArticleRow }) {
  return (
    <EditButton
      row={row}
      permissions={[`${KINDS[row.kind].permission}:edit`, 'konwledge:draft:edit']}
    />
  );
}

/** Knowledge centre > Drafts (`konwledge/draft/index`): never-published records of every kind. */
export const draftDescriptor: ResourceDescriptor<ArticleRow> = {
  path: '/konwledge/draft',
  id: 'articleId',
  rowName: (row) => row.title,
  title: /*i18n*/ { id: 'pages.knowledge.draft.table', message: 'Drafts' },
  noun: /*i18n*/ { id: 'pages.knowledge.draft.noun', message: 'draft' },
  operations: { add: false, edit: false },
  filters: [
    { kind: 'text', name: 'title', label: KNOWLEDGE_TEXTS.title },
    { kind: 'select', name: 'kind', label: KNOWLEDGE_TEXTS.kind, dict: 'wcm_content_kind' },
  ],
  columns: [
    coverColumn(),
    { key: 'title', title: KNOWLEDGE_TEXTS.title, sortable: true },
    { key: 'kind', title: KNOWLEDGE_TEXTS.kind, dict: 'wcm_content_kind', width: 120 },
    timeColumn('updateTime', /*i18n*/ { id: 'pages.knowledge.updateTime', message: 'Last saved' }),
    createTimeColumn(),
  ],
  rowActions: (row) => <OpenDraft row={row} />,
};

export const DraftPage = defineResourcePage(draftDescriptor);

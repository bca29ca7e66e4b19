import { defineResourcePage, type ResourceDescriptor } from '../../common/resource';
import { EditButton } from '../article/article-actions';
import { type ArticleRow, KINDS } from '../shared/kinds';

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
  permission: 'konwledge:draft',
  id: 'articleId',
  rowName: (row) => row.title,
  title: /*i18n*/ { id: 'pages.knowledge.draft.table', message: 'Drafts' },
  noun: /*i18n*/ { id: 'pages.knowledge.draft.noun', message: 'draft' },
  operations: { add: false, edit: false },
  filters: [
    {
      kind: 'text',
      name: 'title',
      label: /*i18n*/ { id: 'pages.knowledge.title', message: 'Title' },
    },
    {
      kind: 'select',
      name: 'kind',
      label: /*i18n*/ { id: 'pages.knowledge.kind', message: 'Type' },
      dict: 'wcm_content_kind',
    },
  ],
  columns: [
    {
      key: 'coverUrl',
      title: /*i18n*/ { id: 'pages.knowledge.cover', message: 'Cover' },
      image: true,
      width: 90,
    },
    {
      key: 'title',
      title: /*i18n*/ { id: 'pages.knowledge.title', message: 'Title' },
      sortable: true,
    },
    {
      key: 'kind',
      title: /*i18n*/ { id: 'pages.knowledge.kind', message: 'Type' },
      dict: 'wcm_content_kind',
      width: 120,
    },
    {
      key: 'updateTime',
      title: /*i18n*/ { id: 'pages.knowledge.updateTime', message: 'Last saved' },
      time: 'dateTime',
      sortable: true,
    },
    {
      key: 'createTime',
      title: /*i18n*/ { id: 'pages.knowledge.createTime', message: 'Created' },
      time: 'dateTime',
      sortable: true,
    },
  ],
  rowActions: (row) => <OpenDraft row={row} />,
};

export const DraftPage = defineResourcePage(draftDescriptor);

import { useLingui } from '@lingui/react';
import { Button, Can } from '@wcm/console-ui';
import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourcePageApi,
  type ResourceRow,
} from '../../common/resource';
import { usePublication } from '../article/article-actions';
import { KNOWLEDGE_TEXTS, noColumn } from '../shared/descriptor-parts';
import { KINDS } from '../shared/kinds';
import { timeColumn } from '../../common/columns';

type PublicationRow = ResourceRow<'/konwledge/list'>;

/** Take offline (after a publication) or republish (after taking offline) the record's content. */
function RecordActions({
  row,
  page,
}: {
  row: PublicationRow;
  page: ResourcePageApi<PublicationRow>;
}) {
  const { i18n } = useLingui();
  const publish = usePublication();
  const offline = row.action === 'unpublish';
  return (
    <Can permissions={[`${KINDS[row.kind].permission}:publish`]}>
      <Button
        size="small"
        aria-label={
          offline
            ? i18n._({
                id: 'pages.knowledge.republishRow',
                message: 'Republish {name}',
                values: { name: row.title },
              })
            : i18n._({
                id: 'pages.knowledge.unpublishRow',
                message: 'Take offline: {name}',
                values: { name: row.title },
              })
        }
        onClick={() =>
          void publish(row.kind, row.articleId, offline ? 'publish' : 'unpublish').then((done) =>
            done ? page.list.reload() : undefined,
          )
        }
      >
        {offline
          ? i18n._({ id: 'pages.knowledge.republish', message: 'Republish' })
          : i18n._({ id: 'pages.knowledge.unpublish', message: 'Take offline' })}
      </Button>
    </Can>
  );
}

const { title, kind } = KNOWLEDGE_TEXTS;
const action = /*i18n*/ { id: 'pages.knowledge.record.action', message: 'Action' };
const operBy = /*i18n*/ { id: 'pages.knowledge.record.operBy', message: 'By' };
const operTime = /*i18n*/ { id: 'pages.knowledge.record.operTime', message: 'When' };

/** Publication records (`konwledge/list/index`): who published what and when. */
export const publicationDescriptor: ResourceDescriptor<PublicationRow> = {
  path: '/konwledge/list',
  id: 'recordId',
  rowName: (row) => row.title,
  title: /*i18n*/ { id: 'pages.knowledge.record.table', message: 'Publication records' },
  noun: /*i18n*/ { id: 'pages.knowledge.record.noun', message: 'record' },
  operations: { add: false, edit: false, remove: false },
  exportName: 'publication',
  filters: [
    { kind: 'text', name: 'title', label: title },
    { kind: 'select', name: 'kind', label: kind, dict: 'wcm_content_kind' },
    { kind: 'select', name: 'action', label: action, dict: 'wcm_publish_action' },
    { kind: 'text', name: 'operBy', label: operBy },
    { kind: 'dateRange', label: operTime },
  ],
  columns: [
    noColumn('recordId'),
    { key: 'title', title, sortable: true },
    { key: 'kind', title: kind, dict: 'wcm_content_kind', width: 120 },
    { key: 'action', title: action, dict: 'wcm_publish_action', width: 120 },
    { key: 'operBy', title: operBy, width: 120 },
    timeColumn('operTime', operTime),
  ],
  rowActions: (row, page) => <RecordActions row={row} page={page} />,
};

export const PublicationPage = defineResourcePage(publicationDescriptor);

import { useLingui } from '@lingui/react';
import { Button, Can, useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourcePageApi,
  type ResourceRow,
} from '../../common/resource';
import { TextDialog, useRowChange } from '../row-changes';
import { CONTACT_TEXTS } from '../shared-fields';
import { timeColumn } from '../../common/columns';

type Comment = ResourceRow<'/business/comment'>;
type Status = Comment['status'];

/** What a moderation or a reply says once done. */
const SAVED = /*i18n*/ { id: 'pages.business.saved', message: 'Saved' };

function useModerate(page: ResourcePageApi<Comment>) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const change = useRowChange(page);
  return async (ids: number[], status: Status) => {
    if (ids.length === 0) return;
    await change(
      wcm.api.PUT('/business/comment/audit', { body: { commentIds: ids, status } }),
      i18n._(SAVED),
    );
  };
}

function BatchButtons({ page }: { page: ResourcePageApi<Comment> }) {
  const { i18n } = useLingui();
  const moderate = useModerate(page);
  const ids = page.selectedRows.map((row) => row.commentId);
  return (
    <Can permissions={['business:comment:audit']}>
      <Button size="small" disabled={ids.length === 0} onClick={() => void moderate(ids, '1')}>
        {i18n._({ id: 'pages.business.comment.approveSelected', message: 'Approve selected' })}
      </Button>
      <Button size="small" disabled={ids.length === 0} onClick={() => void moderate(ids, '2')}>
        {i18n._({ id: 'pages.business.comment.hideSelected', message: 'Hide selected' })}
      </Button>
    </Can>
  );
}

function ReplyDialog({
  row,
  page,
  onClose,
}: {
  row: Comment;
  page: ResourcePageApi<Comment>;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const change = useRowChange(page);
  return (
    <TextDialog
      title={i18n._({
        id: 'pages.business.comment.replyTo',
        message: 'Reply to {name}',
        values: { name: row.authorName },
      })}
      description={row.content}
      label={i18n._(t.reply)}
      initial={row.replyContent}
      maxLength={2000}
      rows={5}
      onConfirm={(replyContent) =>
        change(
          wcm.api.PUT('/business/comment/reply', {
            body: { commentId: row.commentId, replyContent },
          }),
          i18n._(SAVED),
        )
      }
      onClose={onClose}
    />
  );
}

function RowButtons({ row, page }: { row: Comment; page: ResourcePageApi<Comment> }) {
  const { i18n } = useLingui();
  const moderate = useModerate(page);
  const [replying, setReplying] = useState(false);
  return (
    <>
      <Can permissions={['business:comment:audit']}>
        {row.status !== '1' && (
          <Button size="small" onClick={() => void moderate([row.commentId], '1')}>
            {i18n._({ id: 'pages.business.comment.approve', message: 'Approve' })}
          </Button>
        )}
        {row.status !== '2' && (
          <Button size="small" onClick={() => void moderate([row.commentId], '2')}>
            {i18n._({ id: 'pages.business.comment.hide', message: 'Hide' })}
          </Button>
        )}
      </Can>
      <Can permissions={['business:comment:edit']}>
        <Button size="small" onClick={() => setReplying(true)}>
          {i18n._(t.reply)}
        </Button>
        {replying && <ReplyDialog row={row} page={page} onClose={() => setReplying(false)} />}
      </Can>
    </>
  );
}

const t = {
  target: /*i18n*/ { id: 'pages.business.comment.target', message: 'On' },
  targetTitle: /*i18n*/ { id: 'pages.business.comment.targetTitle', message: 'Title' },
  author: /*i18n*/ { id: 'pages.business.comment.author', message: 'Author' },
  content: /*i18n*/ { id: 'pages.business.comment.content', message: 'Comment' },
  reply: /*i18n*/ { id: 'pages.business.comment.reply', message: 'Reply' },
  status: CONTACT_TEXTS.status,
  created: /*i18n*/ { id: 'pages.business.comment.createTime', message: 'Posted' },
};

export const commentDescriptor: ResourceDescriptor<Comment> = {
  path: '/business/comment',
  id: 'commentId',
  rowName: (row) => `${row.authorName}: ${row.content.slice(0, 30)}`,
  title: /*i18n*/ { id: 'pages.business.comment.table', message: 'Comments' },
  noun: /*i18n*/ { id: 'pages.business.comment.noun', message: 'comment' },
  columns: [
    { key: 'targetType', title: t.target, dict: 'wcm_comment_target', width: 100 },
    { key: 'targetTitle', title: t.targetTitle },
    {
      key: 'authorName',
      title: t.author,
      sortable: true,
      render: (row) =>
        row.authorEmail ? `${row.authorName} <${row.authorEmail}>` : row.authorName,
    },
    { key: 'content', title: t.content },
    { key: 'replyContent', title: t.reply },
    { key: 'status', title: t.status, dict: 'wcm_comment_status', sortable: true },
    timeColumn('createTime', t.created),
  ],
  filters: [
    { kind: 'select', name: 'targetType', label: t.target, dict: 'wcm_comment_target' },
    { kind: 'text', name: 'targetTitle', label: t.targetTitle },
    { kind: 'text', name: 'authorName', label: t.author },
    { kind: 'text', name: 'content', label: t.content },
    { kind: 'select', name: 'status', label: t.status, dict: 'wcm_comment_status' },
    { kind: 'dateRange', label: t.created },
  ],
  operations: { add: false, edit: false },
  toolbar: (page) => <BatchButtons page={page} />,
  rowActions: (row, page) => <RowButtons row={row} page={page} />,
};

/** Business > Comments (`business/comment/index`): moderation and replies. */
export const CommentPage = defineResourcePage(commentDescriptor);

import type { MessageDescriptor } from '@lingui/core';
import { translate } from '@wcm/console-core';
import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import {
  Button,
  Can,
  DictTag,
  FormItem,
  Input,
  SearchForm,
  Select,
  useConsole,
} from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useState } from 'react';
import { useListController } from '../../common/list';
import { ListView } from '../shared/list-view';
import * as css from '../shared/org.css';
import { exportName, idList, type OrgPost } from '../shared/org-types';
import { useOrgActions } from '../shared/use-org-actions';
import { dictSelectOptions, useDict } from '../../common/dict';
import { requestOf } from '../user/use-user-page';
import { PostFormDialog } from './post-form-dialog';

type PostListQuery = NonNullable<paths['/system/post/list']['get']['parameters']['query']>;

/** Filters of the position list, as kept in the URL. */
export const POST_FILTERS = { postCode: '', postName: '', status: '' };

/** System > Positions (`system/post/index`): list, add/edit/delete, export. */
export function PostPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const actions = useOrgActions();
  const statusDict = useDict('sys_normal_disable');
  const [editing, setEditing] = useState<{ postId: number | undefined } | null>(null);
  const list = useListController<OrgPost, typeof POST_FILTERS>({
    defaults: POST_FILTERS,
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/system/post/list', { params: { query: request as PostListQuery } }),
      );
      return { rows: body.rows, total: body.total };
    },
  });
  const selectedIds = list.selected.map(Number);

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    const ok = await actions.confirm(
      i18n._({
        id: 'pages.org.post.deleteConfirm',
        message: 'Are you sure you want to delete the position with ID "{ids}"?',
        values: { ids: idList(ids) },
      }),
    );
    if (!ok) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/system/post/{postId}', { params: { path: { postId: idList(ids) } } }),
      );
    } catch {
      return;
    }
    actions.deleted();
    await list.reload();
  };

  const named = (descriptor: MessageDescriptor, name: string) =>
    translate(i18n, descriptor, { name });
  const columns: Column<OrgPost>[] = [
    { key: 'postId', title: i18n._({ id: 'pages.org.post.postId', message: 'Position ID' }) },
    { key: 'postCode', title: i18n._({ id: 'pages.org.post.postCode', message: 'Position code' }) },
    { key: 'postName', title: i18n._({ id: 'pages.org.post.postName', message: 'Position name' }) },
    {
      key: 'postSort',
      title: i18n._({ id: 'pages.org.post.postSort', message: 'Order' }),
      sortable: true,
    },
    {
      key: 'status',
      title: i18n._({ id: 'pages.org.user.status', message: 'Status' }),
      render: (row) => <DictTag options={statusDict} value={row.status} />,
    },
    {
      key: 'createTime',
      title: i18n._({ id: 'pages.org.createTime', message: 'Created' }),
      sortable: true,
      render: (row) => row.createTime ?? '',
    },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.org.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => (
        <span className={css.actions}>
          <Can permissions={['system:post:edit']}>
            <Button
              size="small"
              aria-label={named(
                /*i18n*/ { id: 'pages.org.post.editOf', message: 'Edit {name}' },
                row.postName,
              )}
              onClick={() => setEditing({ postId: row.postId })}
            >
              {i18n._({ id: 'pages.org.edit', message: 'Edit' })}
            </Button>
          </Can>
          <Can permissions={['system:post:remove']}>
            <Button
              size="small"
              aria-label={named(
                /*i18n*/ { id: 'pages.org.post.deleteOf', message: 'Delete {name}' },
                row.postName,
              )}
              onClick={() => void remove([row.postId])}
            >
              {i18n._({ id: 'pages.org.delete', message: 'Delete' })}
            </Button>
          </Can>
        </span>
      ),
    },
  ];

  return (
    <div className={css.page}>
      <SearchForm
        visible={list.showSearch}
        loading={list.loading}
        onSearch={list.search}
        onReset={list.reset}
      >
        <FormItem label={i18n._({ id: 'pages.org.post.postCode', message: 'Position code' })}>
          <Input
            value={list.draft.postCode}
            onChange={(postCode) => list.setDraft({ postCode })}
            clearable
          />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.org.post.postName', message: 'Position name' })}>
          <Input
            value={list.draft.postName}
            onChange={(postName) => list.setDraft({ postName })}
            clearable
          />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.org.user.status', message: 'Status' })}>
          <Select<string>
            options={dictSelectOptions(statusDict)}
            value={list.draft.status || undefined}
            onChange={(status) => list.setDraft({ status: status ?? '' })}
            clearable
          />
        </FormItem>
      </SearchForm>
      <ListView
        list={list}
        columns={columns}
        label={i18n._({ id: 'pages.org.post.table', message: 'Positions' })}
        rowKey={(row) => row.postId}
        rowLabel={(row) => row.postName}
        selectable={() => true}
        buttons={
          <>
            <Can permissions={['system:post:add']}>
              <Button variant="primary" onClick={() => setEditing({ postId: undefined })}>
                {i18n._({ id: 'pages.org.add', message: 'Add' })}
              </Button>
            </Can>
            <Can permissions={['system:post:edit']}>
              <Button
                disabled={selectedIds.length !== 1}
                onClick={() => setEditing({ postId: selectedIds[0] })}
              >
                {i18n._({ id: 'pages.org.edit', message: 'Edit' })}
              </Button>
            </Can>
            <Can permissions={['system:post:remove']}>
              <Button disabled={selectedIds.length === 0} onClick={() => void remove(selectedIds)}>
                {i18n._({ id: 'pages.org.delete', message: 'Delete' })}
              </Button>
            </Can>
            <Can permissions={['system:post:export']}>
              <Button
                onClick={() =>
                  void wcm.download.post(
                    '/system/post/export',
                    requestOf(list.query.filters),
                    exportName('post'),
                  )
                }
              >
                {i18n._({ id: 'pages.org.export', message: 'Export' })}
              </Button>
            </Can>
          </>
        }
      />
      <PostFormDialog
        open={editing !== null}
        postId={editing?.postId}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(added) => {
          if (added) actions.added();
          else actions.saved();
          void list.reload();
        }}
      />
    </div>
  );
}

import { useLingui } from '@lingui/react';
import { DictTag, SearchForm } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useDict, useDictOptions } from '../../common/dict';
import { CrudButtons, RowActions } from '../shared/crud-buttons';
import { SelectFilter, TextFilter } from '../shared/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar, toolbarColumns } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { SysNotice } from '../shared/system-types';
import { NoticeDialog } from './notice-dialog';
import { useNoticePage } from './use-notice-page';

/** Notices: search, list, add/edit with the restricted editor, delete (`system/notice/index`). */
export function NoticePage() {
  const { i18n } = useLingui();
  const { list, dialog, remove } = useNoticePage();
  const types = useDict('sys_notice_type');
  const typeOptions = useDictOptions('sys_notice_type');
  const statuses = useDict('sys_notice_status');
  const t = {
    title: i18n._({ id: 'pages.system.notice.title', message: 'Notice title' }),
    type: i18n._({ id: 'pages.system.notice.type', message: 'Notice type' }),
    author: i18n._({ id: 'pages.system.notice.createBy', message: 'Author' }),
  };
  const columns: Column<SysNotice>[] = [
    { key: 'noticeId', title: i18n._({ id: 'pages.system.notice.id', message: 'No.' }), width: 80 },
    { key: 'noticeTitle', title: t.title },
    {
      key: 'noticeType',
      title: t.type,
      render: (row) => <DictTag options={types} value={row.noticeType} />,
    },
    {
      key: 'status',
      title: i18n._({ id: 'pages.system.status', message: 'Status' }),
      render: (row) => <DictTag options={statuses} value={row.status} />,
    },
    { key: 'createBy', title: t.author },
    {
      key: 'createTime',
      title: i18n._({ id: 'pages.system.createTime', message: 'Created' }),
      sortable: true,
    },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.system.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => (
        <RowActions
          perm="system:notice"
          name={row.noticeTitle}
          onEdit={() => dialog.edit(row.noticeId)}
          onDelete={() => void remove([row.noticeId])}
        />
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
        <TextFilter list={list} name="noticeTitle" label={t.title} />
        <TextFilter list={list} name="createBy" label={t.author} />
        <SelectFilter list={list} name="noticeType" label={t.type} options={typeOptions} />
      </SearchForm>
      <ListToolbar list={list} columns={toolbarColumns(columns, list.hiddenColumns)}>
        <CrudButtons<number>
          perm="system:notice"
          selected={list.selected as number[]}
          onAdd={dialog.add}
          onEdit={dialog.edit}
          onDelete={(ids) => void remove(ids)}
        />
      </ListToolbar>
      <ListTable<SysNotice, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.noticeId}
        rowLabel={(row) => row.noticeTitle}
        aria-label={i18n._({ id: 'pages.system.notice.table', message: 'Notices' })}
      />
      <NoticeDialog
        open={dialog.open}
        noticeId={dialog.id}
        onClose={dialog.close}
        onSaved={() => void list.reload()}
      />
    </div>
  );
}

import { defineResourcePage, type ResourceDescriptor } from '../../common/resource';
import { createdLabel, statusLabel as status } from '../shared/descriptor-parts';
import type { SysNotice } from '../shared/system-types';
import { timeColumn } from '../../common/columns';

const title = /*i18n*/ { id: 'pages.system.notice.title', message: 'Notice title' };
const type = /*i18n*/ { id: 'pages.system.notice.type', message: 'Notice type' };
const author = /*i18n*/ { id: 'pages.system.notice.createBy', message: 'Author' };

/** Notices: search, list, add/edit with the restricted editor, delete (`system/notice/index`). */
export const noticeDescriptor: ResourceDescriptor<SysNotice> = {
  path: '/system/notice',
  id: 'noticeId',
  rowName: (row) => row.noticeTitle,
  title: /*i18n*/ { id: 'pages.system.notice.table', message: 'Notices' },
  noun: /*i18n*/ { id: 'pages.system.notice.noun', message: 'notice' },
  addTitle: /*i18n*/ { id: 'pages.system.notice.add', message: 'Add notice' },
  editTitle: /*i18n*/ { id: 'pages.system.notice.edit', message: 'Edit notice' },
  filters: [
    { kind: 'text', name: 'noticeTitle', label: title },
    { kind: 'text', name: 'createBy', label: author },
    { kind: 'select', name: 'noticeType', label: type, dict: 'sys_notice_type' },
  ],
  columns: [
    {
      key: 'noticeId',
      title: /*i18n*/ { id: 'pages.system.notice.id', message: 'No.' },
      width: 80,
    },
    { key: 'noticeTitle', title },
    { key: 'noticeType', title: type, dict: 'sys_notice_type' },
    { key: 'status', title: status, dict: 'sys_notice_status' },
    { key: 'createBy', title: author },
    timeColumn('createTime', createdLabel),
  ],
  dialog: { columns: 2, width: 780 },
  fields: [
    { kind: 'text', name: 'noticeTitle', label: title, required: true, maxLength: 50 },
    { kind: 'select', name: 'noticeType', label: type, required: true, dict: 'sys_notice_type' },
    {
      kind: 'radio',
      name: 'status',
      label: status,
      dict: 'sys_notice_status',
      default: '0',
      full: true,
    },
    {
      kind: 'richText',
      name: 'noticeContent',
      label: /*i18n*/ { id: 'pages.system.notice.content', message: 'Content' },
      variant: 'restricted',
      height: 260,
    },
  ],
};

/** Notices (`system/notice/index`). */
export const NoticePage = defineResourcePage(noticeDescriptor);

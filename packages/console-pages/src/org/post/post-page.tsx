import { defineResourcePage, type ResourceDescriptor } from '../../common/resource';
import type { OrgPost } from '../shared/org-types';
import * as labels from '../shared/org-labels';
import { timeColumn } from '../../common/columns';
import { normalStatus } from '../../common/dict-property';

const name = /*i18n*/ { id: 'pages.org.post.postName', message: 'Position name' };
const code = /*i18n*/ { id: 'pages.org.post.postCode', message: 'Position code' };
const order = /*i18n*/ { id: 'pages.org.post.postSort', message: 'Order' };
const status = normalStatus<OrgPost>(labels.status);

/** System > Positions (`system/post/index`): list, add/edit/delete, export. */
export const postDescriptor: ResourceDescriptor<OrgPost> = {
  path: '/system/post',
  id: 'postId',
  rowName: (row) => row.postName,
  title: /*i18n*/ { id: 'pages.org.post.table', message: 'Positions' },
  noun: /*i18n*/ { id: 'pages.org.post.noun', message: 'position' },
  addTitle: /*i18n*/ { id: 'pages.org.post.addTitle', message: 'Add position' },
  editTitle: /*i18n*/ { id: 'pages.org.post.editTitle', message: 'Edit position' },
  exportName: 'post',
  filters: [
    { kind: 'text', name: 'postCode', label: code },
    { kind: 'text', name: 'postName', label: name },
    status.filter,
  ],
  columns: [
    { key: 'postId', title: /*i18n*/ { id: 'pages.org.post.postId', message: 'Position ID' } },
    { key: 'postCode', title: code },
    { key: 'postName', title: name },
    { key: 'postSort', title: order, sortable: true },
    status.column,
    timeColumn('createTime', labels.created),
  ],
  fields: [
    { kind: 'text', name: 'postName', label: name, required: true, maxLength: 50 },
    { kind: 'text', name: 'postCode', label: code, required: true, maxLength: 64 },
    { kind: 'number', name: 'postSort', label: order, required: true, min: 0, max: 999999 },
    status.field,
    {
      kind: 'textarea',
      name: 'remark',
      label: labels.remark,
      maxLength: 500,
    },
  ],
};

/** System > Positions (`system/post/index`). */
export const PostPage = defineResourcePage(postDescriptor);

import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { CONTACT_TEXTS, countryField, emailField, noColumn } from '../shared-fields';
import { timeColumn } from '../../common/columns';

type Follower = ResourceRow<'/business/follower'>;

const t = {
  ...CONTACT_TEXTS,
  name: /*i18n*/ { id: 'pages.business.follower.name', message: 'Name' },
  source: /*i18n*/ { id: 'pages.business.follower.source', message: 'Source' },
  followTime: /*i18n*/ { id: 'pages.business.follower.followTime', message: 'Followed' },
  unsubscribeTime: /*i18n*/ {
    id: 'pages.business.follower.unsubscribeTime',
    message: 'Unsubscribed',
  },
};

export const followerDescriptor: ResourceDescriptor<Follower> = {
  path: '/business/follower',
  id: 'followerId',
  rowName: (row) => row.name,
  title: /*i18n*/ { id: 'pages.business.follower.table', message: 'Followers' },
  noun: /*i18n*/ { id: 'pages.business.follower.noun', message: 'follower' },
  addTitle: /*i18n*/ { id: 'pages.business.follower.add', message: 'Add follower' },
  editTitle: /*i18n*/ { id: 'pages.business.follower.edit', message: 'Edit follower' },
  exportName: 'follower',
  columns: [
    noColumn('followerId'),
    { key: 'name', title: t.name, sortable: true },
    { key: 'email', title: t.email, sortable: true },
    { key: 'country', title: t.country, width: 80, sortable: true },
    { key: 'source', title: t.source, dict: 'wcm_follower_source' },
    timeColumn('followTime', t.followTime),
    { key: 'status', title: t.status, dict: 'wcm_follower_status', sortable: true },
    timeColumn('unsubscribeTime', t.unsubscribeTime, { sortable: false }),
  ],
  filters: [
    { kind: 'text', name: 'name', label: t.name },
    { kind: 'text', name: 'email', label: t.email },
    { kind: 'text', name: 'country', label: t.country },
    { kind: 'select', name: 'source', label: t.source, dict: 'wcm_follower_source' },
    { kind: 'select', name: 'status', label: t.status, dict: 'wcm_follower_status' },
    { kind: 'dateRange', label: t.followTime },
  ],
  fields: [
    { kind: 'text', name: 'name', label: t.name, required: true, maxLength: 100 },
    emailField(t.email, true),
    countryField(t.country),
    {
      kind: 'select',
      name: 'source',
      label: t.source,
      dict: 'wcm_follower_source',
      default: 'website',
    },
    { kind: 'radio', name: 'status', label: t.status, dict: 'wcm_follower_status', default: '0' },
    { kind: 'textarea', name: 'remark', label: t.remark, maxLength: 500 },
  ],
};

/** Business > Followers (`business/follower/index`). */
export const FollowerPage = defineResourcePage(followerDescriptor);

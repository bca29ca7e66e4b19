import { defineResourcePage, type ResourceDescriptor } from '../../common/resource';
import { DICT, type DomainRecordRow } from '../shared/domain-types';

export const domainRecordDescriptor: ResourceDescriptor<DomainRecordRow> = {
  path: '/domain/record',
  permission: 'domain:record',
  id: 'recordId',
  title: /*i18n*/ { id: 'pages.domain.record.table', message: 'Domain change records' },
  noun: /*i18n*/ { id: 'pages.domain.record.noun', message: 'record' },
  operations: { add: false, edit: false, remove: false },
  columns: [
    { key: 'recordId', title: /*i18n*/ { id: 'pages.domain.id', message: 'No.' }, width: 70 },
    {
      key: 'domainName',
      title: /*i18n*/ { id: 'pages.domain.name', message: 'Domain name' },
      sortable: true,
    },
    {
      key: 'changeType',
      title: /*i18n*/ { id: 'pages.domain.record.changeType', message: 'Change type' },
      dict: DICT.changeType,
    },
    { key: 'content', title: /*i18n*/ { id: 'pages.domain.record.content', message: 'Content' } },
    {
      key: 'changeTime',
      title: /*i18n*/ { id: 'pages.domain.record.changeTime', message: 'Change time' },
      time: 'dateTime',
      sortable: true,
    },
    {
      key: 'result',
      title: /*i18n*/ { id: 'pages.domain.record.result', message: 'Result' },
      dict: DICT.changeResult,
    },
    { key: 'reason', title: /*i18n*/ { id: 'pages.domain.review.reason', message: 'Reason' } },
  ],
  filters: [
    {
      kind: 'text',
      name: 'domainName',
      label: /*i18n*/ { id: 'pages.domain.name', message: 'Domain name' },
    },
    {
      kind: 'select',
      name: 'changeType',
      label: /*i18n*/ { id: 'pages.domain.record.changeType', message: 'Change type' },
      dict: DICT.changeType,
    },
    {
      kind: 'select',
      name: 'result',
      label: /*i18n*/ { id: 'pages.domain.record.result', message: 'Result' },
      dict: DICT.changeResult,
    },
    {
      kind: 'dateRange',
      label: /*i18n*/ { id: 'pages.domain.record.changeTime', message: 'Change time' },
    },
  ],
};

export const DomainRecordPage = defineResourcePage(domainRecordDescriptor);

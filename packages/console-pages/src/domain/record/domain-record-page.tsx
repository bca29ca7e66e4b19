import { defineResourcePage, type ResourceDescriptor } from '../../common/resource';
import { T } from '../shared/domain-texts';
import { DICT, type DomainRecordRow } from '../shared/domain-types';
import { timeColumn } from '../../common/columns';

export const domainRecordDescriptor: ResourceDescriptor<DomainRecordRow> = {
  path: '/domain/record',
  id: 'recordId',
  title: /*i18n*/ { id: 'pages.domain.record.table', message: 'Domain change records' },
  noun: /*i18n*/ { id: 'pages.domain.record.noun', message: 'record' },
  operations: { add: false, edit: false, remove: false },
  columns: [
    { key: 'recordId', title: T.id, width: 70 },
    { key: 'domainName', title: T.name, sortable: true },
    { key: 'changeType', title: T.changeType, dict: DICT.changeType },
    { key: 'content', title: /*i18n*/ { id: 'pages.domain.record.content', message: 'Content' } },
    timeColumn('changeTime', T.changeTime),
    { key: 'result', title: T.result, dict: DICT.changeResult },
    { key: 'reason', title: T.reason },
  ],
  filters: [
    { kind: 'text', name: 'domainName', label: T.name },
    { kind: 'select', name: 'changeType', label: T.changeType, dict: DICT.changeType },
    { kind: 'select', name: 'result', label: T.result, dict: DICT.changeResult },
    { kind: 'dateRange', label: T.changeTime },
  ],
};

export const DomainRecordPage = defineResourcePage(domainRecordDescriptor);

import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { emailField } from '../shared/email-field';
import { phonePattern, remarkField } from '../shared/record-fields';
import { timeColumn } from '../../common/columns';

type Provider = ResourceRow<'/factory/provider'>;

const name = /*i18n*/ { id: 'pages.company.provider.name', message: 'Provider name' };
const type = /*i18n*/ { id: 'pages.company.provider.type', message: 'Type' };
const contact = /*i18n*/ { id: 'pages.company.provider.contactName', message: 'Contact' };
const phone = /*i18n*/ { id: 'pages.company.provider.contactPhone', message: 'Contact phone' };
const region = /*i18n*/ { id: 'pages.company.provider.region', message: 'Region' };
const status = /*i18n*/ { id: 'pages.company.provider.status', message: 'Cooperation' };

const PHONE = /^\+?[0-9][0-9 ()-]{4,29}$/;

/** Service providers (`factory/provider/index`): name, type, contact, region, status. */
export const providerDescriptor: ResourceDescriptor<Provider> = {
  path: '/factory/provider',
  id: 'providerId',
  rowName: (row) => row.name,
  title: /*i18n*/ { id: 'pages.company.provider.table', message: 'Service providers' },
  noun: /*i18n*/ { id: 'pages.company.provider.noun', message: 'service provider' },
  addTitle: /*i18n*/ { id: 'pages.company.provider.add', message: 'Add service provider' },
  editTitle: /*i18n*/ { id: 'pages.company.provider.edit', message: 'Edit service provider' },
  filters: [
    { kind: 'text', name: 'name', label: name },
    { kind: 'select', name: 'type', label: type, dict: 'wcm_provider_type' },
    { kind: 'text', name: 'region', label: region },
    { kind: 'select', name: 'status', label: status, dict: 'wcm_provider_status' },
  ],
  columns: [
    { key: 'providerId', title: /*i18n*/ { id: 'pages.company.id', message: 'No.' }, width: 80 },
    { key: 'name', title: name, sortable: true },
    { key: 'type', title: type, dict: 'wcm_provider_type', sortable: true },
    { key: 'contactName', title: contact },
    { key: 'contactPhone', title: phone },
    { key: 'region', title: region, sortable: true },
    { key: 'status', title: status, dict: 'wcm_provider_status' },
    timeColumn('createTime', /*i18n*/ { id: 'pages.company.createTime', message: 'Created' }),
  ],
  dialog: { columns: 2, width: 780, labelWidth: 110 },
  fields: [
    { kind: 'text', name: 'name', label: name, required: true, maxLength: 100, full: true },
    { kind: 'select', name: 'type', label: type, required: true, dict: 'wcm_provider_type' },
    { kind: 'text', name: 'region', label: region, maxLength: 100 },
    { kind: 'text', name: 'contactName', label: contact, maxLength: 50 },
    {
      kind: 'text',
      name: 'contactPhone',
      label: phone,
      maxLength: 30,
      pattern: phonePattern(PHONE),
    },
    emailField(100),
    { kind: 'radio', name: 'status', label: status, dict: 'wcm_provider_status', default: '0' },
    remarkField(true),
  ],
};

export const ProviderPage = defineResourcePage(providerDescriptor);

import { formatPhoneInternational, phoneForCountry } from './phone';
import { CheckboxGroup, Select, StatusBadge } from '@wcm/console-ui';
import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { emailField } from '../shared/email-field';
import { remarkField, SORT_LABEL } from '../shared/record-fields';
import {
  countryName,
  countryOptions,
  minutesOf,
  timeZoneOptions,
  weekdayOptions,
} from './service-options';
import { normalStatus } from '../../common/dict-property';

type Contact = ResourceRow<'/factory/service'>;

const fullName = /*i18n*/ { id: 'pages.company.service.fullName', message: 'Full name' };
const country = /*i18n*/ { id: 'pages.company.service.country', message: 'Country or region' };
const phone = /*i18n*/ { id: 'pages.company.service.phone', message: 'Phone' };
const workDays = /*i18n*/ { id: 'pages.company.service.workDays', message: 'Working days' };
const hours = /*i18n*/ { id: 'pages.company.service.hours', message: 'Working hours' };
const startTime = /*i18n*/ { id: 'pages.company.service.startTime', message: 'Start time' };
const endTime = /*i18n*/ { id: 'pages.company.service.endTime', message: 'End time' };
const timeZone = /*i18n*/ { id: 'pages.company.service.timeZone', message: 'Time zone' };
const available = /*i18n*/ { id: 'pages.company.service.availableNow', message: 'Now' };
const status = normalStatus<Contact>(/*i18n*/ { id: 'pages.company.status', message: 'Status' });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Customer-service contacts (`factory/service/index`): hours in their zone, available now. */
export const serviceDescriptor: ResourceDescriptor<Contact> = {
  path: '/factory/service',
  id: 'contactId',
  rowName: (row) => row.fullName,
  title: /*i18n*/ { id: 'pages.company.service.table', message: 'Customer-service contacts' },
  noun: /*i18n*/ { id: 'pages.company.service.noun', message: 'customer-service contact' },
  addTitle: /*i18n*/ { id: 'pages.company.service.add', message: 'Add customer-service contact' },
  editTitle: /*i18n*/ {
    id: 'pages.company.service.edit',
    message: 'Edit customer-service contact',
  },
  filters: [{ kind: 'text', name: 'fullName', label: fullName }, status.filter],
  columns: [
    { key: 'fullName', title: fullName, sortable: true },
    {
      key: 'country',
      title: country,
      sortable: true,
      render: (row, page) => countryName(row.country, page.i18n.locale),
    },
    { key: 'phone', title: phone, render: (row) => formatPhoneInternational(row.phone) },
    {
      key: 'workDays',
      title: workDays,
      render: (row, page) => {
        const names = new Map(weekdayOptions(page.i18n.locale).map((d) => [d.value, d.label]));
        return row.workDays.map((d) => names.get(d) ?? String(d)).join(' ');
      },
    },
    {
      key: 'hours',
      title: hours,
      render: (row) => `${row.startTime}–${row.endTime} (${row.timeZone})`,
    },
    {
      key: 'availableNow',
      title: available,
      render: (row, page) =>
        row.availableNow ? (
          <StatusBadge tone="success">
            {page.t(/*i18n*/ { id: 'pages.company.service.onDuty', message: 'Available' })}
          </StatusBadge>
        ) : (
          <StatusBadge tone="info">
            {page.t(/*i18n*/ { id: 'pages.company.service.offDuty', message: 'Off duty' })}
          </StatusBadge>
        ),
    },
    status.column,
    { key: 'sort', title: SORT_LABEL, sortable: true, width: 80 },
  ],
  dialog: { columns: 2, width: 820, labelWidth: 120 },
  fields: [
    { kind: 'text', name: 'fullName', label: fullName, required: true, maxLength: 50 },
    {
      kind: 'custom',
      name: 'country',
      label: country,
      required: true,
      render: ({ value, onChange, i18n }) => (
        <Select<string>
          filterable
          options={countryOptions(i18n.locale)}
          value={typeof value === 'string' && value !== '' ? value : undefined}
          onChange={(next) => onChange(next ?? '')}
        />
      ),
    },
    {
      kind: 'text',
      name: 'phone',
      label: phone,
      required: true,
      maxLength: 30,
      hint: /*i18n*/ {
        id: 'pages.company.service.phoneHint',
        message: 'Checked against the numbering plan of the chosen country',
      },
      rules: [
        (value, { values, i18n }) => {
          const code = typeof values.country === 'string' ? values.country : '';
          if (code === '' || phoneForCountry(String(value ?? ''), code)) return undefined;
          return i18n._({
            id: 'pages.company.service.phoneInvalid',
            message: 'Not a valid phone number for {country}',
            values: { country: countryName(code, i18n.locale) },
          });
        },
      ],
    },
    emailField(100),
    {
      kind: 'custom',
      name: 'workDays',
      label: workDays,
      required: true,
      default: [1, 2, 3, 4, 5],
      full: true,
      render: ({ value, onChange, i18n }) => (
        <CheckboxGroup<number>
          options={weekdayOptions(i18n.locale)}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={onChange}
        />
      ),
    },
    {
      kind: 'text',
      name: 'startTime',
      label: startTime,
      required: true,
      default: '09:00',
      maxLength: 5,
      pattern: {
        re: TIME,
        message: /*i18n*/ { id: 'pages.company.service.timeFormat', message: 'Use the form HH:mm' },
      },
    },
    {
      kind: 'text',
      name: 'endTime',
      label: endTime,
      required: true,
      default: '18:00',
      maxLength: 5,
      pattern: {
        re: END_TIME,
        message: /*i18n*/ { id: 'pages.company.service.timeFormat', message: 'Use the form HH:mm' },
      },
      rules: [
        (value, { values, i18n }) => {
          const start = String(values.startTime ?? '');
          const end = String(value ?? '');
          if (!TIME.test(start) || !END_TIME.test(end) || minutesOf(end) > minutesOf(start))
            return undefined;
          return i18n._({
            id: 'pages.company.service.endAfterStart',
            message: 'The end time must be after the start time',
          });
        },
      ],
    },
    {
      kind: 'custom',
      name: 'timeZone',
      label: timeZone,
      required: true,
      default: 'Asia/Shanghai',
      render: ({ value, onChange }) => (
        <Select<string>
          filterable
          options={timeZoneOptions()}
          value={typeof value === 'string' && value !== '' ? value : undefined}
          onChange={(next) => onChange(next ?? '')}
        />
      ),
    },
    { kind: 'number', name: 'sort', label: SORT_LABEL, min: 0, max: 999999 },
    status.field,
    remarkField(true),
  ],
};

export const ServicePage = defineResourcePage(serviceDescriptor);

import { useLingui } from '@lingui/react';
import { type InfoFieldSpec, InfoFields, InfoSection } from './info-fields';
import type { InfoForm } from './use-info-form';
import { EMAIL_LABEL } from '../shared/email-field';

// The plain sections of the profile, as tables of their fields.

/** Names, nature, registration, capital, size and place of the company. */
const BASIC: readonly InfoFieldSpec[] = [
  {
    kind: 'text',
    name: 'fullName',
    label: /*i18n*/ { id: 'pages.company.info.fullName', message: 'Full company name' },
    max: 200,
    required: true,
  },
  {
    kind: 'text',
    name: 'shortName',
    label: /*i18n*/ { id: 'pages.company.info.shortName', message: 'Short name' },
    max: 100,
  },
  {
    kind: 'text',
    name: 'englishName',
    label: /*i18n*/ { id: 'pages.company.info.englishName', message: 'English name' },
    max: 200,
  },
  {
    kind: 'radio',
    name: 'nature',
    label: /*i18n*/ { id: 'pages.company.info.nature', message: 'Nature' },
    dict: 'wcm_company_nature',
  },
  {
    kind: 'text',
    name: 'creditCode',
    label: /*i18n*/ { id: 'pages.company.info.creditCode', message: 'Unified social credit code' },
    max: 18,
    hint: /*i18n*/ {
      id: 'pages.company.info.creditCodeHint',
      message: '18 characters; the last one is a check character',
    },
  },
  {
    kind: 'select',
    name: 'businessCategory',
    label: /*i18n*/ { id: 'pages.company.info.businessCategory', message: 'Business category' },
    dict: 'wcm_business_category',
  },
  {
    kind: 'number',
    name: 'registeredCapital',
    label: /*i18n*/ {
      id: 'pages.company.info.registeredCapital',
      message: 'Registered capital (10,000 CNY)',
    },
    max: 99999999999,
    precision: 2,
  },
  {
    kind: 'number',
    name: 'employeeCount',
    label: /*i18n*/ { id: 'pages.company.info.employeeCount', message: 'Employees' },
    max: 10000000,
  },
  {
    kind: 'date',
    name: 'establishDate',
    label: /*i18n*/ { id: 'pages.company.info.establishDate', message: 'Established on' },
  },
  {
    kind: 'date',
    name: 'registrationDate',
    label: /*i18n*/ { id: 'pages.company.info.registrationDate', message: 'Registered on' },
  },
  {
    kind: 'number',
    name: 'area',
    label: /*i18n*/ { id: 'pages.company.info.area', message: 'Floor area (m²)' },
    max: 9999999999,
    precision: 2,
  },
  {
    kind: 'text',
    name: 'workplace',
    label: /*i18n*/ { id: 'pages.company.info.workplace', message: 'Workplace' },
    max: 200,
  },
];

/** Office addresses, postal code and contact. */
const CONTACT: readonly InfoFieldSpec[] = [
  {
    kind: 'text',
    name: 'addressZh',
    label: /*i18n*/ { id: 'pages.company.info.addressZh', message: 'Office address (Chinese)' },
    max: 300,
    full: true,
  },
  {
    kind: 'text',
    name: 'addressEn',
    label: /*i18n*/ { id: 'pages.company.info.addressEn', message: 'Office address (English)' },
    max: 300,
    full: true,
  },
  {
    kind: 'text',
    name: 'postalCode',
    label: /*i18n*/ { id: 'pages.company.info.postalCode', message: 'Postal code' },
    max: 12,
  },
  {
    kind: 'text',
    name: 'contactInfo',
    label: /*i18n*/ { id: 'pages.company.info.contactInfo', message: 'Contact information' },
    max: 200,
  },
];

/** Name, email and phone of the legal representative (with the position) or authorised person. */
const person = (who: 'legal' | 'auth'): InfoFieldSpec[] => [
  {
    kind: 'text',
    name: `${who}Name`,
    label: /*i18n*/ { id: 'pages.company.info.personName', message: 'Name' },
    max: 50,
  },
  ...(who === 'legal'
    ? [
        {
          kind: 'text',
          name: 'legalPosition',
          label: /*i18n*/ { id: 'pages.company.info.legalPosition', message: 'Position' },
          max: 50,
        } as const,
      ]
    : []),
  {
    kind: 'text',
    name: `${who}Email`,
    label: EMAIL_LABEL,
    max: 100,
  },
  {
    kind: 'text',
    name: `${who}Phone`,
    label: /*i18n*/ { id: 'pages.company.info.phone', message: 'Phone' },
    max: 30,
  },
];

/** The sections drawn from the tables above, by name. */
const SECTIONS = {
  basic: {
    title: /*i18n*/ { id: 'pages.company.info.basic', message: 'Basic information' },
    specs: BASIC,
  },
  contact: {
    title: /*i18n*/ { id: 'pages.company.info.contact', message: 'Address and contact' },
    specs: CONTACT,
  },
  legal: {
    title: /*i18n*/ { id: 'pages.company.info.legal', message: 'Legal representative' },
    specs: person('legal'),
  },
  auth: {
    title: /*i18n*/ { id: 'pages.company.info.authorised', message: 'Authorised person' },
    specs: person('auth'),
  },
};

/** Basic information, address and contact, or one of the two persons. */
export function PlainSection({ f, of }: { f: InfoForm; of: keyof typeof SECTIONS }) {
  const { i18n } = useLingui();
  const { title, specs } = SECTIONS[of];
  return (
    <InfoSection title={i18n._(title)}>
      <InfoFields f={f} specs={specs} />
    </InfoSection>
  );
}

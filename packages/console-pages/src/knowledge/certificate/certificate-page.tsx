import { DatePicker, FileUpload, createUploaders, useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import {
  defineResourcePage,
  type CustomFieldProps,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import { toDisplayLink, toStoredLink } from '../../common/links/stored-link';
import { KNOWLEDGE_TEXTS, noColumn } from '../shared/descriptor-parts';
import { ProductPicker } from '../shared/product-picker';

type Certificate = ResourceRow<'/konwledge/certificate'>;

const name = /*i18n*/ { id: 'pages.knowledge.cert.name', message: 'Certificate name' };
const certNo = /*i18n*/ { id: 'pages.knowledge.cert.certNo', message: 'Certificate number' };
const issuer = /*i18n*/ { id: 'pages.knowledge.cert.issuer', message: 'Issuing body' };
const file = /*i18n*/ { id: 'pages.knowledge.cert.file', message: 'Certificate file' };
const effective = /*i18n*/ { id: 'pages.knowledge.cert.effectiveDate', message: 'Effective date' };
const expiry = /*i18n*/ { id: 'pages.knowledge.cert.expiryDate', message: 'Expiry date' };
const state = /*i18n*/ { id: 'pages.knowledge.cert.state', message: 'State' };

/** The certificate file: one PDF or image, 5 MB at most. */
function CertificateFile(props: CustomFieldProps) {
  const wcm = useConsole();
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  const url = typeof props.value === 'string' ? props.value : '';
  const fileName = typeof props.values.fileName === 'string' ? props.values.fileName : '';
  const value = url
    ? [
        {
          name: fileName || url.slice(url.lastIndexOf('/') + 1),
          url: toDisplayLink(wcm, url),
          fileName: url,
        },
      ]
    : [];
  return (
    <FileUpload
      value={value}
      onChange={(files) => {
        const first = files[0];
        props.onChange(first ? (first.fileName ?? toStoredLink(wcm, first.url)) : '');
        props.setField('fileName', first?.name ?? '');
      }}
      upload={(f, onProgress) => uploaders.uploadFile(f, onProgress)}
      limit={1}
      accept={['pdf', 'jpg', 'jpeg', 'png']}
      aria-label={props.label}
    />
  );
}

function DateField(props: CustomFieldProps) {
  return (
    <DatePicker
      value={typeof props.value === 'string' && props.value ? props.value : undefined}
      onChange={(v) => props.onChange(v ?? '')}
      aria-label={props.label}
    />
  );
}

/** Knowledge centre > Certificates (`konwledge/certificate/index`). */
export const certificateDescriptor: ResourceDescriptor<Certificate> = {
  path: '/konwledge/certificate',
  id: 'certificateId',
  rowName: (row) => row.name,
  title: /*i18n*/ { id: 'pages.knowledge.cert.table', message: 'Certificates' },
  noun: /*i18n*/ { id: 'pages.knowledge.cert.noun', message: 'certificate' },
  addTitle: /*i18n*/ { id: 'pages.knowledge.cert.add', message: 'Add certificate' },
  editTitle: /*i18n*/ { id: 'pages.knowledge.cert.edit', message: 'Edit certificate' },
  exportName: 'certificate',
  filters: [
    { kind: 'text', name: 'name', label: name },
    { kind: 'text', name: 'certNo', label: certNo },
    { kind: 'text', name: 'issuer', label: issuer },
    { kind: 'select', name: 'state', label: state, dict: 'wcm_cert_state' },
  ],
  columns: [
    noColumn('certificateId'),
    { key: 'name', title: name, sortable: true },
    { key: 'certNo', title: certNo },
    { key: 'issuer', title: issuer },
    { key: 'effectiveDate', title: effective, sortable: true, width: 130 },
    { key: 'expiryDate', title: expiry, sortable: true, width: 130 },
    { key: 'state', title: state, dict: 'wcm_cert_state', width: 120 },
    {
      key: 'productIds',
      title: KNOWLEDGE_TEXTS.products,
      width: 110,
      render: (row) => String(row.productIds.length),
    },
  ],
  dialog: { width: 760, labelWidth: 120, columns: 2 },
  fields: [
    { kind: 'text', name: 'name', label: name, required: true, maxLength: 100 },
    { kind: 'text', name: 'certNo', label: certNo, required: true, maxLength: 64 },
    { kind: 'text', name: 'issuer', label: issuer, required: true, maxLength: 100, full: true },
    { kind: 'custom', name: 'effectiveDate', label: effective, required: true, render: DateField },
    {
      kind: 'custom',
      name: 'expiryDate',
      label: expiry,
      required: true,
      render: DateField,
      rules: [
        (value, { values, i18n }) =>
          typeof value === 'string' &&
          typeof values.effectiveDate === 'string' &&
          value !== '' &&
          value < values.effectiveDate
            ? i18n._({
                id: 'pages.knowledge.cert.expiryBefore',
                message: 'The expiry date cannot be earlier than the effective date',
              })
            : undefined,
      ],
    },
    {
      kind: 'custom',
      name: 'fileUrl',
      label: file,
      required: true,
      full: true,
      render: CertificateFile,
      hint: /*i18n*/ {
        id: 'pages.knowledge.cert.fileHint',
        message: 'One PDF or image (JPG, PNG)',
      },
    },
    {
      kind: 'custom',
      name: 'productIds',
      label: KNOWLEDGE_TEXTS.products,
      full: true,
      default: [],
      render: (p) => (
        <ProductPicker
          value={Array.isArray(p.value) ? (p.value as number[]) : []}
          onChange={p.onChange}
          label={p.label}
        />
      ),
    },
    {
      kind: 'textarea',
      name: 'remark',
      label: /*i18n*/ { id: 'pages.knowledge.remark', message: 'Remark' },
      maxLength: 500,
      full: true,
    },
  ],
  toBody: (values) => ({
    name: String(values.name ?? '').trim(),
    certNo: String(values.certNo ?? '').trim(),
    issuer: String(values.issuer ?? '').trim(),
    fileUrl: values.fileUrl,
    fileName: String(values.fileName ?? ''),
    effectiveDate: values.effectiveDate,
    expiryDate: values.expiryDate,
    productIds: Array.isArray(values.productIds) ? values.productIds : [],
    remark: String(values.remark ?? ''),
  }),
  toValues: (row) => ({
    name: row.name,
    certNo: row.certNo,
    issuer: row.issuer,
    fileUrl: row.fileUrl,
    fileName: row.fileName,
    effectiveDate: row.effectiveDate,
    expiryDate: row.expiryDate,
    productIds: row.productIds,
    remark: row.remark,
  }),
};

/** Knowledge centre > Certificates (`konwledge/certificate/index`). */
export const CertificatePage = defineResourcePage(certificateDescriptor);

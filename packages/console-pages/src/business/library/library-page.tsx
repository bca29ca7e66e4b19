import { useLingui } from '@lingui/react';
import { LIBRARY_FORBIDDEN_TYPES } from '@wcm/console-core';
import { createUploaders, FileUpload, useConsole, type UploadedFile } from '@wcm/console-ui';
import { useMemo } from 'react';
import {
  defineResourcePage,
  type CustomFieldProps,
  type ResourceDescriptor,
  type ResourceRow,
} from '../../common/resource';
import * as css from '../business.css';
import { timeColumn } from '../../common/columns';

type Doc = ResourceRow<'/business/library'>;

/** Types the library accepts (the server's file policy; executables are refused everywhere). */
const ACCEPT = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'zip',
  'rar',
  'mp4',
  'jpg',
  'jpeg',
  'png',
  'txt',
  'csv',
];

/** `1.2 MB`, `340 KB`, `12 B`. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The document's file: uploaded through the file pipeline; replacing it keeps the record. */
function FileField({ value, setField, values, label }: CustomFieldProps) {
  const wcm = useConsole();
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  const current: UploadedFile[] = value
    ? [
        {
          name: String(values.fileName || value),
          url: values.fileUrl ? wcm.resolveAssetUrl(String(values.fileUrl)) : '',
          id: String(value),
        },
      ]
    : [];
  return (
    <FileUpload
      aria-label={label}
      value={current}
      limit={1}
      maxSizeMb={5}
      accept={ACCEPT}
      forbidden={LIBRARY_FORBIDDEN_TYPES}
      upload={(file) => uploaders.uploadRecord(file)}
      {...(values.visibility === 'private' && values.fileUrl
        ? { open: () => void wcm.download.resource(String(values.fileUrl)) }
        : {})}
      onChange={(files) => {
        const file = files[0];
        setField('fileId', file?.id !== undefined ? String(file.id) : '');
        setField('fileName', file?.name ?? '');
        setField('fileUrl', file?.fileName ?? '');
      }}
    />
  );
}

/**
 * The file name, linked to the stored file (opens in a new tab). A private document's file is
 * not served anonymously (it goes out through download applications): staff download it signed in.
 */
function FileCell({ row }: { row: Doc }) {
  const wcm = useConsole();
  if (!row.fileUrl) return <>{row.fileName}</>;
  if (row.visibility === 'private')
    return (
      <button
        type="button"
        className={css.linkButton}
        onClick={() => void wcm.download.resource(row.fileUrl)}
      >
        {row.fileName}
      </button>
    );
  return (
    <a href={wcm.resolveAssetUrl(row.fileUrl)} target="_blank" rel="noopener noreferrer">
      {row.fileName}
    </a>
  );
}

function SizeCell({ row }: { row: Doc }) {
  const { i18n } = useLingui();
  return <span title={i18n.number(row.fileSize)}>{formatSize(row.fileSize)}</span>;
}

const t = {
  title: /*i18n*/ { id: 'pages.business.library.title', message: 'Title' },
  file: /*i18n*/ { id: 'pages.business.library.file', message: 'File' },
  fileType: /*i18n*/ { id: 'pages.business.library.fileType', message: 'File type' },
  size: /*i18n*/ { id: 'pages.business.library.size', message: 'Size' },
  materialType: /*i18n*/ { id: 'pages.business.library.materialType', message: 'Material type' },
  language: /*i18n*/ { id: 'pages.business.library.language', message: 'Language' },
  visibility: /*i18n*/ { id: 'pages.business.library.visibility', message: 'Visibility' },
  videoType: /*i18n*/ { id: 'pages.business.library.videoType', message: 'Video' },
  videoUrl: /*i18n*/ { id: 'pages.business.library.videoUrl', message: 'Video URL' },
  description: /*i18n*/ { id: 'pages.business.library.description', message: 'Description' },
  tags: /*i18n*/ { id: 'pages.business.library.tags', message: 'Tags' },
  category: /*i18n*/ { id: 'pages.business.library.category', message: 'Category' },
  created: /*i18n*/ { id: 'pages.business.library.createTime', message: 'Uploaded' },
};

export const libraryDescriptor: ResourceDescriptor<Doc> = {
  path: '/business/library',
  id: 'docId',
  rowName: (row) => row.title,
  title: /*i18n*/ { id: 'pages.business.library.table', message: 'Documents' },
  noun: /*i18n*/ { id: 'pages.business.library.noun', message: 'document' },
  addTitle: /*i18n*/ { id: 'pages.business.library.add', message: 'Upload document' },
  editTitle: /*i18n*/ { id: 'pages.business.library.edit', message: 'Edit document' },
  columns: [
    { key: 'title', title: t.title, sortable: true },
    { key: 'fileName', title: t.file, render: (row) => <FileCell row={row} /> },
    { key: 'fileType', title: t.fileType, width: 90, sortable: true },
    {
      key: 'fileSize',
      title: t.size,
      width: 90,
      align: 'right',
      sortable: true,
      render: (row) => <SizeCell row={row} />,
    },
    { key: 'materialType', title: t.materialType, dict: 'wcm_material_type' },
    { key: 'language', title: t.language, dict: 'wcm_doc_language', width: 90 },
    { key: 'visibility', title: t.visibility, dict: 'wcm_doc_visibility', width: 100 },
    { key: 'category', title: t.category },
    timeColumn('createTime', t.created),
  ],
  filters: [
    { kind: 'text', name: 'title', label: t.title },
    { kind: 'select', name: 'materialType', label: t.materialType, dict: 'wcm_material_type' },
    { kind: 'select', name: 'language', label: t.language, dict: 'wcm_doc_language' },
    { kind: 'select', name: 'visibility', label: t.visibility, dict: 'wcm_doc_visibility' },
    { kind: 'text', name: 'category', label: t.category },
    { kind: 'dateRange', label: t.created },
  ],
  dialog: { columns: 2, width: 820, labelWidth: 110 },
  fields: [
    { kind: 'text', name: 'title', label: t.title, required: true, maxLength: 200, full: true },
    {
      kind: 'custom',
      name: 'fileId',
      label: t.file,
      required: true,
      full: true,
      hint: /*i18n*/ {
        id: 'pages.business.library.fileHint',
        message:
          'At most 5 MB. Executable files (exe, bat, cmd, scr, sh, bin, app, apk, ipa) are refused.',
      },
      render: (props) => <FileField {...props} />,
    },
    {
      kind: 'select',
      name: 'materialType',
      label: t.materialType,
      dict: 'wcm_material_type',
      default: 'catalogue',
    },
    { kind: 'radio', name: 'language', label: t.language, dict: 'wcm_doc_language', default: 'en' },
    {
      kind: 'radio',
      name: 'visibility',
      label: t.visibility,
      dict: 'wcm_doc_visibility',
      default: 'public',
    },
    { kind: 'text', name: 'category', label: t.category, maxLength: 50 },
    {
      kind: 'select',
      name: 'videoType',
      label: t.videoType,
      dict: 'wcm_video_type',
      default: 'none',
    },
    {
      kind: 'text',
      name: 'videoUrl',
      label: t.videoUrl,
      maxLength: 500,
      hidden: ({ values }) => !values.videoType || values.videoType === 'none',
      pattern: {
        re: /^https:\/\/\S+$/,
        message: /*i18n*/ {
          id: 'pages.business.library.videoUrlInvalid',
          message: 'Use an https:// link',
        },
      },
    },
    {
      kind: 'text',
      name: 'tags',
      label: t.tags,
      maxLength: 300,
      full: true,
      hint: /*i18n*/ {
        id: 'pages.business.library.tagsHint',
        message: 'Separate tags with commas',
      },
    },
    { kind: 'textarea', name: 'description', label: t.description, maxLength: 1000, full: true },
  ],
  toValues: (row) => ({ ...row }),
  toBody: (values) => ({
    title: String(values.title ?? '').trim(),
    fileId: String(values.fileId ?? ''),
    materialType: String(values.materialType ?? ''),
    language: values.language,
    visibility: values.visibility,
    videoType: String(values.videoType ?? 'none'),
    videoUrl:
      values.videoType && values.videoType !== 'none' ? String(values.videoUrl ?? '').trim() : '',
    description: String(values.description ?? '').trim(),
    tags: String(values.tags ?? ''),
    category: String(values.category ?? '').trim(),
  }),
};

/** Business > Library (`business/library/index`). */
export const LibraryPage = defineResourcePage(libraryDescriptor);

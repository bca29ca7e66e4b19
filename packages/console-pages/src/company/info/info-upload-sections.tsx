import { useLingui } from '@lingui/react';
import {
  CheckboxGroup,
  FileUpload,
  FormItem,
  ImageUpload,
  LazyRichTextEditor,
  Textarea,
  createUploaders,
  useConsole,
} from '@wcm/console-ui';
import { useMemo } from 'react';
import { useDictOptions } from '../../common/dict/use-dict';
import { toDisplayLink, toStoredLink } from '../../common/links/stored-link';
import * as css from '../shared/company.css';
import { type InfoFieldSpec, InfoFields, InfoSection } from './info-fields';
import type { InfoForm } from './use-info-form';

// The sections of the profile with uploads: the presentation's images, the licence, documents.

const EXPORT: readonly InfoFieldSpec[] = [
  {
    kind: 'number',
    name: 'maxAnnualExportUsd',
    label: /*i18n*/ {
      id: 'pages.company.info.maxAnnualExportUsd',
      message: 'Highest annual export (USD)',
    },
    max: 99999999999999,
    precision: 2,
  },
];

/** What the company makes and sells, where, and its presentation. */
export function BusinessSection({ f }: { f: InfoForm }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  const regions = useDictOptions('wcm_sales_region');
  const { values: v, errors, setField } = f.binding;
  const about = i18n._({ id: 'pages.company.info.about', message: 'About the company' });
  return (
    <InfoSection title={i18n._({ id: 'pages.company.info.business', message: 'Business' })}>
      <FormItem
        label={i18n._({ id: 'pages.company.info.mainBusiness', message: 'Main business' })}
        error={errors.mainBusiness}
        className={css.full}
      >
        <Textarea
          value={v.mainBusiness}
          onChange={(next) => setField('mainBusiness', next)}
          maxLength={500}
          rows={3}
          disabled={!f.canEdit}
        />
      </FormItem>
      <FormItem
        label={i18n._({ id: 'pages.company.info.salesRegions', message: 'Sales regions' })}
        error={errors.salesRegions}
        className={css.full}
      >
        <CheckboxGroup<string>
          options={regions}
          value={v.salesRegions}
          onChange={(next) => setField('salesRegions', next)}
          disabled={!f.canEdit}
        />
      </FormItem>
      <InfoFields f={f} specs={EXPORT} />
      <FormItem label={about} error={errors.about} className={css.full}>
        <LazyRichTextEditor
          key={f.editorKey}
          variant="full"
          value={v.about}
          onChange={(html) => setField('about', html)}
          uploadImage={uploaders.uploadEditorImage}
          height={320}
          readOnly={!f.canEdit}
          aria-label={about}
        />
      </FormItem>
    </InfoSection>
  );
}

/** The business licence image and the other documents, as stored links. */
export function DocumentsSection({ f }: { f: InfoForm }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  const { values: v, errors, setField } = f.binding;
  const licence = i18n._({ id: 'pages.company.info.businessLicense', message: 'Business licence' });
  return (
    <InfoSection
      title={i18n._({ id: 'pages.company.info.documents', message: 'Licence and documents' })}
    >
      <FormItem label={licence} error={errors.businessLicense}>
        <ImageUpload
          value={v.businessLicense ? [toDisplayLink(wcm, v.businessLicense)] : []}
          onChange={(urls) =>
            setField('businessLicense', urls[0] ? toStoredLink(wcm, urls[0]) : '')
          }
          upload={uploaders.uploadImage}
          maxSizeMb={5}
          disabled={!f.canEdit}
          aria-label={licence}
        />
      </FormItem>
      <FormItem
        label={i18n._({ id: 'pages.company.info.documentFiles', message: 'Documents' })}
        error={errors.documents}
        className={css.full}
      >
        <FileUpload
          value={v.documents.map((d) => ({
            name: d.name,
            url: toDisplayLink(wcm, d.url),
            fileName: d.url,
          }))}
          onChange={(files) =>
            setField(
              'documents',
              files.map((file) => ({ name: file.name, url: toStoredLink(wcm, file.url) })),
            )
          }
          upload={uploaders.uploadFile}
          accept={['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png']}
          maxSizeMb={10}
          limit={20}
          disabled={!f.canEdit}
        />
      </FormItem>
    </InfoSection>
  );
}

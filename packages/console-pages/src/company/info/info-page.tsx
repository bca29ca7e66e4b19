import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  CheckboxGroup,
  DatePicker,
  FileUpload,
  Form,
  FormItem,
  ImageUpload,
  Input,
  LazyRichTextEditor,
  NumberInput,
  PageHeading,
  RadioGroup,
  Select,
  Textarea,
  createUploaders,
  useCan,
  useConsole,
  useDateTimeFormat,
  useForm,
} from '@wcm/console-ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDictOptions } from '../../common/dict/use-dict';
import { toDisplayLink, toStoredLink } from '../../common/links/stored-link';
import * as css from '../shared/company.css';
import { EMPTY_INFO, infoRules, saveInfo, toBody, toValues, type InfoValues } from './info-form';

type Key = keyof InfoValues;

/**
 * Brand and company information (`factory/info/index`): one profile in a long sectioned form.
 * A failed save (the form's rules, or the server's, such as the credit code's check digit)
 * keeps everything typed and marks the failing fields.
 */
export function InfoPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const format = useDateTimeFormat();
  const canEdit = useCan().hasPermi(['factory:info:edit']);
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  const rules = useMemo(() => infoRules(i18n), [i18n]);
  const form = useForm<InfoValues>(EMPTY_INFO, rules);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Key, string>>>({});
  const [loaded, setLoaded] = useState<{ updateBy: string; updateTime: string | null }>();
  const [saving, setSaving] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const natures = useDictOptions('wcm_company_nature');
  const categories = useDictOptions('wcm_business_category');
  const regions = useDictOptions('wcm_sales_region');
  const { reset } = form;

  useEffect(() => {
    let live = true;
    wcm
      .call(wcm.api.GET('/factory/info'))
      .then((body) => {
        if (!live) return;
        reset(toValues(body.data));
        setLoaded({ updateBy: body.data.updateBy, updateTime: body.data.updateTime });
        setEditorKey((k) => k + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Loaded once; `reset` changes with the baseline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wcm]);

  const set = <K extends Key>(key: K, value: InfoValues[K]) => {
    form.setField(key, value);
    if (serverErrors[key]) setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const errorOf = (key: Key) => form.errors[key] ?? serverErrors[key];

  const text = (
    key: Key,
    label: string,
    options: { max: number; required?: boolean; hint?: string; full?: boolean },
  ) => (
    <FormItem
      label={label}
      required={options.required ?? false}
      error={errorOf(key)}
      {...(options.hint ? { hint: options.hint } : {})}
      {...(options.full ? { className: css.full } : {})}
    >
      <Input
        value={String(form.values[key] ?? '')}
        onChange={(v) => set(key, v as never)}
        maxLength={options.max}
        disabled={!canEdit}
      />
    </FormItem>
  );
  const number = (
    key: Key,
    label: string,
    options: { max: number; precision?: number; hint?: string },
  ) => (
    <FormItem label={label} error={errorOf(key)} {...(options.hint ? { hint: options.hint } : {})}>
      <NumberInput
        value={typeof form.values[key] === 'number' ? (form.values[key] as number) : undefined}
        onChange={(v) => set(key, v as never)}
        min={0}
        max={options.max}
        precision={options.precision ?? 0}
        controls={false}
        disabled={!canEdit}
      />
    </FormItem>
  );
  const date = (key: 'establishDate' | 'registrationDate', label: string) => (
    <FormItem label={label} error={errorOf(key)}>
      <DatePicker
        value={form.values[key] || undefined}
        onChange={(v) => set(key, v ?? '')}
        disabled={!canEdit}
      />
    </FormItem>
  );
  /** The name, email and phone of the legal representative or the authorised person. */
  const person = (who: 'legal' | 'auth', afterName?: ReactNode) => (
    <>
      {text(`${who}Name`, i18n._({ id: 'pages.company.info.personName', message: 'Name' }), {
        max: 50,
      })}
      {afterName}
      {text(`${who}Email`, i18n._({ id: 'pages.company.email', message: 'Email' }), { max: 100 })}
      {text(`${who}Phone`, i18n._({ id: 'pages.company.info.phone', message: 'Phone' }), {
        max: 30,
      })}
    </>
  );
  const section = (title: string, children: ReactNode) => (
    <section className={css.section} aria-label={title}>
      <h2 className={css.sectionTitle}>{title}</h2>
      <div className={css.grid}>{children}</div>
    </section>
  );

  const save = async () => {
    setServerErrors({});
    if (!form.validate()) {
      wcm.presenter.message({
        type: 'error',
        text: i18n._({
          id: 'pages.company.info.checkForm',
          message: 'Please check the fields marked in the form',
        }),
      });
      return;
    }
    setSaving(true);
    try {
      const outcome = await saveInfo(wcm, toBody(form.values));
      if (outcome.kind === 'invalid') {
        setServerErrors(Object.fromEntries(outcome.errors.map((e) => [e.field, e.msg])));
        wcm.presenter.message({ type: 'error', text: outcome.msg });
        return;
      }
      if (outcome.kind !== 'saved') return;
      // The values saved become the new baseline (input is never reloaded over).
      reset(form.values);
      setLoaded({ updateBy: loaded?.updateBy ?? '', updateTime: null });
      wcm.presenter.message({
        type: 'success',
        text: i18n._({ id: 'pages.company.info.saved', message: 'Company information saved' }),
      });
    } finally {
      setSaving(false);
    }
  };

  const v = form.values;
  return (
    <div>
      <PageHeading />
      <Form
        labelWidth={150}
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {section(
          i18n._({ id: 'pages.company.info.basic', message: 'Basic information' }),
          <>
            {text(
              'fullName',
              i18n._({ id: 'pages.company.info.fullName', message: 'Full company name' }),
              {
                max: 200,
                required: true,
              },
            )}
            {text(
              'shortName',
              i18n._({ id: 'pages.company.info.shortName', message: 'Short name' }),
              { max: 100 },
            )}
            {text(
              'englishName',
              i18n._({ id: 'pages.company.info.englishName', message: 'English name' }),
              {
                max: 200,
              },
            )}
            <FormItem
              label={i18n._({ id: 'pages.company.info.nature', message: 'Nature' })}
              error={errorOf('nature')}
            >
              <RadioGroup<string>
                options={natures}
                value={v.nature}
                onChange={(next) => set('nature', next)}
                disabled={!canEdit}
              />
            </FormItem>
            {text(
              'creditCode',
              i18n._({
                id: 'pages.company.info.creditCode',
                message: 'Unified social credit code',
              }),
              {
                max: 18,
                hint: i18n._({
                  id: 'pages.company.info.creditCodeHint',
                  message: '18 characters; the last one is a check character',
                }),
              },
            )}
            <FormItem
              label={i18n._({
                id: 'pages.company.info.businessCategory',
                message: 'Business category',
              })}
              error={errorOf('businessCategory')}
            >
              <Select<string>
                clearable
                options={categories}
                value={v.businessCategory || undefined}
                onChange={(next) => set('businessCategory', next ?? '')}
                disabled={!canEdit}
              />
            </FormItem>
            {number(
              'registeredCapital',
              i18n._({
                id: 'pages.company.info.registeredCapital',
                message: 'Registered capital (10,000 CNY)',
              }),
              { max: 99999999999, precision: 2 },
            )}
            {number(
              'employeeCount',
              i18n._({ id: 'pages.company.info.employeeCount', message: 'Employees' }),
              {
                max: 10000000,
              },
            )}
            {date(
              'establishDate',
              i18n._({ id: 'pages.company.info.establishDate', message: 'Established on' }),
            )}
            {date(
              'registrationDate',
              i18n._({ id: 'pages.company.info.registrationDate', message: 'Registered on' }),
            )}
            {number('area', i18n._({ id: 'pages.company.info.area', message: 'Floor area (m²)' }), {
              max: 9999999999,
              precision: 2,
            })}
            {text(
              'workplace',
              i18n._({ id: 'pages.company.info.workplace', message: 'Workplace' }),
              { max: 200 },
            )}
          </>,
        )}
        {section(
          i18n._({ id: 'pages.company.info.business', message: 'Business' }),
          <>
            <FormItem
              label={i18n._({ id: 'pages.company.info.mainBusiness', message: 'Main business' })}
              error={errorOf('mainBusiness')}
              className={css.full}
            >
              <Textarea
                value={v.mainBusiness}
                onChange={(next) => set('mainBusiness', next)}
                maxLength={500}
                rows={3}
                disabled={!canEdit}
              />
            </FormItem>
            <FormItem
              label={i18n._({ id: 'pages.company.info.salesRegions', message: 'Sales regions' })}
              error={errorOf('salesRegions')}
              className={css.full}
            >
              <CheckboxGroup<string>
                options={regions}
                value={v.salesRegions}
                onChange={(next) => set('salesRegions', next)}
                disabled={!canEdit}
              />
            </FormItem>
            {number(
              'maxAnnualExportUsd',
              i18n._({
                id: 'pages.company.info.maxAnnualExportUsd',
                message: 'Highest annual export (USD)',
              }),
              { max: 99999999999999, precision: 2 },
            )}
            <FormItem
              label={i18n._({ id: 'pages.company.info.about', message: 'About the company' })}
              error={errorOf('about')}
              className={css.full}
            >
              <LazyRichTextEditor
                key={editorKey}
                variant="full"
                value={v.about}
                onChange={(html) => set('about', html)}
                uploadImage={uploaders.uploadEditorImage}
                height={320}
                readOnly={!canEdit}
                aria-label={i18n._({
                  id: 'pages.company.info.about',
                  message: 'About the company',
                })}
              />
            </FormItem>
          </>,
        )}
        {section(
          i18n._({ id: 'pages.company.info.contact', message: 'Address and contact' }),
          <>
            {text(
              'addressZh',
              i18n._({ id: 'pages.company.info.addressZh', message: 'Office address (Chinese)' }),
              {
                max: 300,
                full: true,
              },
            )}
            {text(
              'addressEn',
              i18n._({ id: 'pages.company.info.addressEn', message: 'Office address (English)' }),
              {
                max: 300,
                full: true,
              },
            )}
            {text(
              'postalCode',
              i18n._({ id: 'pages.company.info.postalCode', message: 'Postal code' }),
              { max: 12 },
            )}
            {text(
              'contactInfo',
              i18n._({ id: 'pages.company.info.contactInfo', message: 'Contact information' }),
              {
                max: 200,
              },
            )}
          </>,
        )}
        {section(
          i18n._({ id: 'pages.company.info.legal', message: 'Legal representative' }),
          person(
            'legal',
            text(
              'legalPosition',
              i18n._({ id: 'pages.company.info.legalPosition', message: 'Position' }),
              { max: 50 },
            ),
          ),
        )}
        {section(
          i18n._({ id: 'pages.company.info.authorised', message: 'Authorised person' }),
          person('auth'),
        )}
        {section(
          i18n._({ id: 'pages.company.info.documents', message: 'Licence and documents' }),
          <>
            <FormItem
              label={i18n._({
                id: 'pages.company.info.businessLicense',
                message: 'Business licence',
              })}
              error={errorOf('businessLicense')}
            >
              <ImageUpload
                value={v.businessLicense ? [toDisplayLink(wcm, v.businessLicense)] : []}
                onChange={(urls) =>
                  set('businessLicense', urls[0] ? toStoredLink(wcm, urls[0]) : '')
                }
                upload={uploaders.uploadImage}
                maxSizeMb={5}
                disabled={!canEdit}
                aria-label={i18n._({
                  id: 'pages.company.info.businessLicense',
                  message: 'Business licence',
                })}
              />
            </FormItem>
            <FormItem
              label={i18n._({ id: 'pages.company.info.documentFiles', message: 'Documents' })}
              error={errorOf('documents')}
              className={css.full}
            >
              <FileUpload
                value={v.documents.map((d) => ({
                  name: d.name,
                  url: toDisplayLink(wcm, d.url),
                  fileName: d.url,
                }))}
                onChange={(files) =>
                  set(
                    'documents',
                    files.map((f) => ({
                      name: f.name,
                      url: toStoredLink(wcm, f.url),
                    })),
                  )
                }
                upload={uploaders.uploadFile}
                accept={['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png']}
                maxSizeMb={10}
                limit={20}
                disabled={!canEdit}
              />
            </FormItem>
          </>,
        )}
        <div className={css.actions}>
          <Can permissions={['factory:info:edit']}>
            <Button type="submit" variant="primary" loading={saving}>
              {i18n._({ id: 'pages.company.info.save', message: 'Save' })}
            </Button>
            <Button
              type="button"
              disabled={!form.dirty || saving}
              onClick={() => {
                form.reset();
                setServerErrors({});
                setEditorKey((k) => k + 1);
              }}
            >
              {i18n._({ id: 'pages.company.info.undo', message: 'Undo changes' })}
            </Button>
          </Can>
          {loaded?.updateTime ? (
            <span className={css.muted}>
              {i18n._({
                id: 'pages.company.info.updated',
                message: 'Last saved {time} by {name}',
                values: { time: format.dateTime(loaded.updateTime), name: loaded.updateBy },
              })}
            </span>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

import { useLingui } from '@lingui/react';
import { FileUpload, FormItem, NumberInput, RadioGroup, Switch, useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import type { Uploaders } from '@wcm/console-ui';
import { IdsSelect } from '../../common/edit/ids-select';
import { useFetched } from '../../common/list/use-fetched';
import { toDisplayLink, toStoredLink } from '../../common/links/stored-link';
import * as css from '../shared/products.css';
import { errorUnder, Section, type SectionProps } from './form-sections';
import { MAX_FILES } from './product-rules';
import { parseFaqIds, PRICE_FIELDS, type FileLink } from './product-values';

/** Price type and the four prices. */
export function PriceSection({ values, errors, setField }: SectionProps) {
  const { i18n } = useLingui();
  const labels: Record<(typeof PRICE_FIELDS)[number], string> = {
    factoryPrice: i18n._({ id: 'pages.products.factoryPrice', message: 'Factory price' }),
    agentPrice: i18n._({ id: 'pages.products.agentPrice', message: 'Agent price' }),
    userPrice: i18n._({ id: 'pages.products.userPrice', message: 'User price' }),
    effectivePrice: i18n._({ id: 'pages.products.effectivePrice', message: 'Effective price' }),
  };
  return (
    <Section title={i18n._({ id: 'pages.products.edit.prices', message: 'Prices' })}>
      <FormItem label={i18n._({ id: 'pages.products.priceType', message: 'Price type' })}>
        <RadioGroup<'negotiable' | 'fixed'>
          options={[
            {
              value: 'negotiable',
              label: i18n._({ id: 'pages.products.negotiable', message: 'Negotiable' }),
            },
            { value: 'fixed', label: i18n._({ id: 'pages.products.fixed', message: 'Fixed' }) },
          ]}
          value={values.priceType}
          onChange={(v) => setField('priceType', v)}
        />
      </FormItem>
      <div className={css.grid2}>
        {PRICE_FIELDS.map((key) => (
          <FormItem
            key={key}
            label={labels[key]}
            required={values.priceType === 'fixed'}
            error={errors[key]}
          >
            <NumberInput
              value={values[key]}
              onChange={(v) => setField(key, v)}
              min={0}
              precision={2}
              step={1}
            />
          </FormItem>
        ))}
      </div>
    </Section>
  );
}

function toUploaded(wcm: ReturnType<typeof useConsole>, files: FileLink[]) {
  return files.map((f) => ({ name: f.name, url: toDisplayLink(wcm, f.url), fileName: f.url }));
}

/** Attachments and certificates. */
export function FilesSection({
  values,
  errors,
  setField,
  uploaders,
}: SectionProps & { uploaders: Uploaders }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const fromUploaded = (files: { name: string; url: string; fileName?: string }[]): FileLink[] =>
    files.map((f) => ({ name: f.name, url: f.fileName ?? toStoredLink(wcm, f.url) }));
  const upload = (file: File, onProgress: (p: number) => void) =>
    uploaders.uploadFile(file, onProgress);
  /** A list of uploaded files (`name`), at most MAX_FILES, of the `accept`ed types. */
  const filesField = (label: string, name: 'attachments' | 'certificates', accept?: string[]) => (
    <FormItem label={label} error={errorUnder(errors, name)}>
      <FileUpload
        value={toUploaded(wcm, values[name])}
        onChange={(files) => setField(name, fromUploaded(files))}
        upload={upload}
        limit={MAX_FILES}
        {...(accept ? { accept } : {})}
      />
    </FormItem>
  );
  return (
    <Section
      title={i18n._({ id: 'pages.products.edit.files', message: 'Attachments and certificates' })}
    >
      {filesField(
        i18n._({ id: 'pages.products.attachments', message: 'Attachments' }),
        'attachments',
      )}
      {filesField(
        i18n._({ id: 'pages.products.certificates', message: 'Certificates' }),
        'certificates',
        ['pdf', 'jpg', 'jpeg', 'png'],
      )}
    </Section>
  );
}

interface FaqOption {
  faqId: number;
  question: string;
}

/**
 * The linked FAQ: questions of the knowledge centre's FAQ (`/konwledge/faq/optionselect`), kept
 * in the form as the comma-separated ids the rules check. Ids the list does not know (a deleted
 * question) stay shown by number, so the server's refusal can be understood.
 */
function FaqPicker(props: { value: string; onChange: (ids: string) => void; label: string }) {
  const faqs = useFetched(async (wcm) => {
    const body = await wcm.call(wcm.api.GET('/konwledge/faq/optionselect'));
    return ((body as { data?: FaqOption[] }).data ?? []) as FaqOption[];
  }, []);
  const selected = useMemo(() => parseFaqIds(props.value) ?? [], [props.value]);
  const options = useMemo(() => {
    const known = faqs.map((f) => ({ label: `${f.faqId}. ${f.question}`, value: f.faqId }));
    const extra = selected
      .filter((id) => !faqs.some((f) => f.faqId === id))
      .map((id) => ({ label: `#${id}`, value: id }));
    return [...known, ...extra];
  }, [faqs, selected]);
  return (
    <IdsSelect
      options={options}
      value={selected}
      onChange={(ids) => props.onChange(ids.join(', '))}
      label={props.label}
    />
  );
}

/** The whole-number quantities of the listing. */
const QUANTITY_FIELDS = ['recommendQuantity', 'previewQuantity'] as const;

/** FAQ links, quantities and the listing flag. */
export function ListingSection({ values, errors, setField }: SectionProps) {
  const { i18n } = useLingui();
  const quantityLabels: Record<(typeof QUANTITY_FIELDS)[number], string> = {
    recommendQuantity: i18n._({
      id: 'pages.products.recommendQuantity',
      message: 'Recommended quantity',
    }),
    previewQuantity: i18n._({ id: 'pages.products.previewQuantity', message: 'Preview quantity' }),
  };
  return (
    <Section title={i18n._({ id: 'pages.products.edit.listing', message: 'Listing' })}>
      <div className={css.grid2}>
        <FormItem
          label={i18n._({ id: 'pages.products.faqIds', message: 'Linked FAQ' })}
          hint={i18n._({
            id: 'pages.products.edit.faqPick',
            message: 'Questions chosen from the FAQ (knowledge centre)',
          })}
          error={errors.faqIds}
        >
          <FaqPicker
            value={values.faqIds}
            onChange={(v) => setField('faqIds', v)}
            label={i18n._({ id: 'pages.products.faqIds', message: 'Linked FAQ' })}
          />
        </FormItem>
        {QUANTITY_FIELDS.map((key) => (
          <FormItem key={key} label={quantityLabels[key]} error={errors[key]}>
            <NumberInput
              value={values[key]}
              onChange={(v) => setField(key, v)}
              min={1}
              precision={0}
            />
          </FormItem>
        ))}
        <FormItem label={i18n._({ id: 'pages.products.autoList', message: 'List when approved' })}>
          <Switch value={values.autoList} onChange={(v) => setField('autoList', v)} />
        </FormItem>
      </div>
    </Section>
  );
}

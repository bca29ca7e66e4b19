import { useLingui } from '@lingui/react';
import { FormItem, ImageUpload, TreeSelect, useConsole } from '@wcm/console-ui';
import type { TreeOption, Uploaders } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import { toDisplayLink, toStoredLink } from '../../common/links/stored-link';
import * as css from '../shared/products.css';
import { AttributesEditor } from './attributes-editor';
import { TextField } from '../../common/edit/text-field';
import { MAX_IMAGES } from './product-rules';
import type { ProductValues } from './product-values';
import { SpecTableEditor } from './spec-table-editor';

/** What every section of the product form gets from the editor. */
export interface SectionProps {
  values: ProductValues;
  errors: Readonly<Record<string, string>>;
  setField: <K extends keyof ProductValues>(key: K, value: ProductValues[K]) => void;
}

/** The first error at `path` or below it (`attachments[0].url` for `attachments`). */
export function errorUnder(errors: Readonly<Record<string, string>>, path: string) {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}[`) || k.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

/** A titled group of fields. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-label={title}>
      <h2 className={css.heading}>{title}</h2>
      {children}
    </section>
  );
}

/** Name, series, model, category, keywords. */
export function BasicSection({
  categories,
  ...form
}: SectionProps & { categories: TreeOption<number>[] }) {
  const { values, errors, setField } = form;
  const { i18n } = useLingui();
  return (
    <Section title={i18n._({ id: 'pages.products.edit.basic', message: 'Basic information' })}>
      <div className={css.grid2}>
        <TextField
          form={form}
          name="name"
          label={i18n._({ id: 'pages.products.name', message: 'Product name' })}
          required
          maxLength={200}
        />
        <FormItem
          label={i18n._({ id: 'pages.products.category', message: 'Category' })}
          // Not marked `required`: the kit would put aria-required on the TreeSelect's button,
          // where ARIA does not allow it; the hint says a sub-category is needed instead.
          hint={i18n._({
            id: 'pages.products.edit.categoryHint',
            message: 'Required: choose a sub-category',
          })}
          error={errors.categoryId}
        >
          <TreeSelect<number>
            // defaultExpandAll is read on mount: mount again once the categories arrive.
            key={categories.length}
            options={categories}
            value={values.categoryId}
            onChange={(v) => setField('categoryId', v)}
            clearable
            defaultExpandAll
          />
        </FormItem>
        <TextField
          form={form}
          name="series"
          label={i18n._({ id: 'pages.products.series', message: 'Series' })}
          maxLength={100}
        />
        <TextField
          form={form}
          name="modelName"
          label={i18n._({ id: 'pages.products.modelName', message: 'Model' })}
          maxLength={100}
        />
        <TextField
          form={form}
          name="keywords"
          label={i18n._({ id: 'pages.products.keywords', message: 'Keywords' })}
          maxLength={500}
        />
      </div>
    </Section>
  );
}

/** Main images (the first is the cover) and the video link. */
export function MediaSection({ uploaders, ...form }: SectionProps & { uploaders: Uploaders }) {
  const { values, errors, setField } = form;
  const { i18n } = useLingui();
  const wcm = useConsole();
  return (
    <Section title={i18n._({ id: 'pages.products.edit.media', message: 'Images and video' })}>
      <FormItem
        label={i18n._({ id: 'pages.products.images', message: 'Main images' })}
        required
        error={errorUnder(errors, 'images')}
        hint={i18n._({
          id: 'pages.products.edit.imagesHint',
          message: 'Up to {limit} images; the first one is the cover',
          values: { limit: MAX_IMAGES },
        })}
      >
        <ImageUpload
          value={values.images.map((link) => toDisplayLink(wcm, link))}
          onChange={(urls) =>
            setField(
              'images',
              urls.map((u) => toStoredLink(wcm, u)),
            )
          }
          upload={uploaders.uploadImage}
          limit={MAX_IMAGES}
          maxSizeMb={10}
          required
          aria-label={i18n._({ id: 'pages.products.edit.addImage', message: 'Add product image' })}
        />
      </FormItem>
      <TextField
        form={form}
        name="videoUrl"
        type="url"
        label={i18n._({ id: 'pages.products.videoUrl', message: 'Video URL' })}
        maxLength={500}
      />
    </Section>
  );
}

/** Specification attributes, custom key/value pairs and the specification table. */
export function SpecSection({ values, errors, setField }: SectionProps) {
  const { i18n } = useLingui();
  return (
    <Section
      title={i18n._({ id: 'pages.products.edit.specs', message: 'Attributes and specifications' })}
    >
      <AttributesEditor<'name' | 'value'>
        path="specAttributes"
        rows={values.specAttributes}
        onChange={(rows) => setField('specAttributes', rows)}
        keys={[
          {
            key: 'name',
            label: i18n._({ id: 'pages.products.edit.attrName', message: 'Attribute' }),
          },
          {
            key: 'value',
            label: i18n._({ id: 'pages.products.edit.attrValue', message: 'Attribute value' }),
          },
        ]}
        errors={errors}
        noun={i18n._({
          id: 'pages.products.edit.specAttribute',
          message: 'specification attribute',
        })}
      />
      <AttributesEditor<'key' | 'value'>
        path="customAttributes"
        rows={values.customAttributes}
        onChange={(rows) => setField('customAttributes', rows)}
        keys={[
          {
            key: 'key',
            label: i18n._({ id: 'pages.products.edit.customKey', message: 'Custom key' }),
          },
          {
            key: 'value',
            label: i18n._({ id: 'pages.products.edit.customValue', message: 'Custom value' }),
          },
        ]}
        errors={errors}
        noun={i18n._({ id: 'pages.products.edit.customAttribute', message: 'custom attribute' })}
      />
      <h3 className={css.heading}>
        {i18n._({ id: 'pages.products.edit.specTable', message: 'Specification table' })}
      </h3>
      <SpecTableEditor
        columns={values.specColumns}
        rows={values.specRows}
        errors={errors}
        onChange={(columns, rows) => {
          setField('specColumns', columns);
          setField('specRows', rows);
        }}
      />
    </Section>
  );
}

import { useLingui } from '@lingui/react';
import {
  Alert,
  Button,
  Can,
  createUploaders,
  FormItem,
  useCan,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProductLinks } from '../shared/places';
import { categoryOptions } from '../shared/products-types';
import * as css from '../shared/products.css';
import { useCategories } from '../shared/use-categories';
import { BasicSection, MediaSection, Section, SpecSection } from './form-sections';
import { FilesSection, ListingSection, PriceSection } from './pricing-sections';
import { LazyFullEditor } from './rich-editor';
import { ConflictAlert } from '../../common/edit/conflict-alert';
import { SubmitForm } from '../../common/edit/submit-form';
import { RecordNotFound } from '../../common/edit/record-not-found';
import { useAutosave, useLeaveGuard } from '../../common/edit/use-leave-guard';
import { useProductEditor, type EditorTarget } from './use-product-editor';

// The page's own texts: the registry loads them with its code.
export { messages } from './locales/load';

/** The route's id parameter as a record id: digits only, 0 (or absent) for a new record. */
export function routeId(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return 0;
  return /^\d{1,10}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : undefined;
}

/** Add/edit a product (`brand/prodEdit/index`, the `edit` place; 0 = new). */
export function ProductEditPage() {
  const [param] = useProductLinks().params('edit');
  const id = routeId(param);
  return id === undefined ? (
    <NotFound />
  ) : (
    <ProductEditor key={id} target={{ mode: 'product', id }} />
  );
}

/** Edit a product draft (`drafts/draftsProdEdit/index`, the `draftEdit` place). */
export function DraftEditPage() {
  const [param] = useProductLinks().params('draftEdit');
  const id = routeId(param);
  return id === undefined || id === 0 ? (
    <NotFound />
  ) : (
    <ProductEditor key={id} target={{ mode: 'draft', id }} />
  );
}

function NotFound() {
  return (
    <RecordNotFound
      text={/*i18n*/ { id: 'pages.products.edit.notFound', message: 'This record does not exist' }}
    />
  );
}

function ProductEditor({ target }: { target: EditorTarget }) {
  const { i18n } = useLingui();
  const fmt = useDateTimeFormat();
  const wcm = useConsole();
  const navigate = useNavigate();
  const links = useProductLinks();
  const { hasPermi } = useCan();
  const { categories } = useCategories();
  const options = useMemo(() => categoryOptions(categories), [categories]);
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  const editor = useProductEditor(target, categories);
  const { values, errors, setField } = editor;
  const draftPerm = target.mode === 'draft' ? 'drafts:product:edit' : 'drafts:product:add';
  const canDraft = hasPermi(['drafts:product:add', 'drafts:product:edit']);
  useLeaveGuard(editor.dirtyRef);
  useAutosave(canDraft && !editor.loading && !editor.loadFailed, editor.dirtyRef, () =>
    editor.saveDraft(true),
  );

  if (editor.loadFailed) return <NotFound />;
  const section = { values, errors, setField };
  const title =
    target.mode === 'draft'
      ? i18n._({ id: 'pages.products.edit.draftTitle', message: 'Edit product draft' })
      : editor.isNew
        ? i18n._({ id: 'pages.products.edit.addTitle', message: 'Add product' })
        : i18n._({ id: 'pages.products.edit.editTitle', message: 'Edit product' });
  const submitPerm =
    target.mode === 'draft'
      ? ['drafts:product:edit']
      : editor.isNew
        ? ['brand:product:add']
        : ['brand:product:edit'];
  return (
    <div className={css.page} aria-busy={editor.loading}>
      <h1 className={css.heading}>{title}</h1>
      <ConflictAlert
        conflict={editor.conflict}
        title={i18n._({ id: 'pages.products.edit.conflictTitle', message: 'Save conflict' })}
      />
      {editor.formMessage ? <Alert tone="error">{editor.formMessage}</Alert> : null}
      <SubmitForm
        labelWidth={140}
        aria-label={title}
        // Nothing typed before the record arrives would survive its loading.
        disabled={editor.loading}
        onSubmit={() => void editor.submit()}
      >
        <BasicSection {...section} categories={options} />
        <MediaSection {...section} uploaders={uploaders} />
        <SpecSection {...section} />
        <PriceSection {...section} />
        <FilesSection {...section} uploaders={uploaders} />
        <ListingSection {...section} />
        <Section title={i18n._({ id: 'pages.products.edit.description', message: 'Description' })}>
          <FormItem
            label={i18n._({ id: 'pages.products.description', message: 'Description' })}
            htmlFor="product-description"
          >
            <LazyFullEditor
              value={values.description}
              onChange={(html) => setField('description', html)}
              uploadImage={uploaders.uploadEditorImage}
              height={400}
              aria-label={i18n._({ id: 'pages.products.description', message: 'Description' })}
            />
          </FormItem>
        </Section>
        <div className={css.footer}>
          <Can permissions={submitPerm}>
            <Button type="submit" variant="primary" loading={editor.saving}>
              {target.mode === 'draft'
                ? i18n._({ id: 'pages.products.edit.publish', message: 'Publish' })
                : i18n._({ id: 'pages.products.edit.submit', message: 'Submit for review' })}
            </Button>
          </Can>
          <Can permissions={[draftPerm, 'drafts:product:edit']}>
            <Button
              type="button"
              disabled={editor.saving}
              onClick={() => void editor.saveAsDraft()}
            >
              {i18n._({ id: 'pages.products.edit.saveDraft', message: 'Save as draft' })}
            </Button>
          </Can>
          <Button type="button" onClick={() => navigate(links.to('list'))}>
            {i18n._({ id: 'pages.products.edit.back', message: 'Back to products' })}
          </Button>
          <span className={css.muted} role="status">
            {editor.savedAt
              ? i18n._({
                  id: 'pages.products.edit.savedAt',
                  message: 'Draft saved at {time}',
                  values: { time: fmt.time(editor.savedAt) },
                })
              : editor.dirty
                ? i18n._({ id: 'pages.products.edit.unsaved', message: 'Unsaved changes' })
                : ''}
          </span>
        </div>
      </SubmitForm>
    </div>
  );
}

import { useLingui } from '@lingui/react';
import {
  CANNOT_BE_EMPTY_MESSAGE,
  formatValidation,
  translate,
  validateRecommendedCount,
  validateSortValue,
} from '@wcm/console-core';
import {
  Dialog,
  Form,
  FormItem,
  Input,
  NumberInput,
  Select,
  Switch,
  useConsole,
  useForm,
} from '@wcm/console-ui';
import { useMemo } from 'react';
import { putBody } from '../../common/wire';
import { runSave } from '../edit/product-api';
import type { Category } from '../shared/products-types';

/** Values of the category form. */
export interface CategoryValues {
  name: string;
  parentId: number;
  sort: number | undefined;
  recommendCount: number | undefined;
  visible: boolean;
}

/** What the dialog edits: a new category under `parentId`, or an existing one. */
export type CategoryTarget = { parentId: number } | { category: Category };

/** Props of {@link CategoryDialog}. */
export interface CategoryDialogProps {
  target: CategoryTarget | undefined;
  categories: readonly Category[];
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: CategoryValues = {
  name: '',
  parentId: 0,
  sort: undefined,
  recommendCount: undefined,
  visible: true,
};

function initialValues(target: CategoryTarget | undefined): CategoryValues {
  if (!target) return EMPTY;
  if (!('category' in target)) return { ...EMPTY, parentId: target.parentId };
  const c = target.category;
  return {
    name: c.name,
    parentId: c.parentId,
    sort: c.sort ?? undefined,
    recommendCount: c.recommendCount,
    visible: c.visible,
  };
}

/**
 * Add/edit a category: name, parent top category, sort value, recommended count, visible. The
 * values are read when it mounts: give it a `key` per target.
 */
export function CategoryDialog({ target, categories, onClose, onSaved }: CategoryDialogProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const editing = target && 'category' in target ? target.category : undefined;
  const rules = useMemo(
    () => ({
      name: (v: string) => (v.trim() === '' ? translate(i18n, CANNOT_BE_EMPTY_MESSAGE) : undefined),
      sort: (v: number | undefined) => formatValidation(i18n, validateSortValue(v)),
      recommendCount: (v: number | undefined) =>
        formatValidation(i18n, validateRecommendedCount(v)),
    }),
    [i18n],
  );
  const form = useForm<CategoryValues>(initialValues(target), rules);

  const top = i18n._({ id: 'pages.products.category.top', message: 'Top-level category' });
  const parents = [
    { value: 0, label: top },
    ...categories
      .filter((c) => c.parentId === 0 && c.categoryId !== editing?.categoryId)
      .map((c) => ({ value: c.categoryId, label: c.name })),
  ];
  const hasChildren = editing && categories.some((c) => c.parentId === editing.categoryId);

  const save = async () => {
    if (!form.validate()) return false;
    const v = form.values;
    const body = {
      name: v.name.trim(),
      parentId: v.parentId,
      sort: v.sort ?? null,
      recommendCount: v.recommendCount ?? null,
      visible: v.visible,
    };
    const outcome = await runSave(
      wcm,
      editing
        ? wcm.api.PUT('/brand/category', {
            body: putBody({ ...body, categoryId: editing.categoryId }),
          })
        : wcm.api.POST('/brand/category', { body }),
    );
    if (outcome.kind === 'invalid') {
      // The form's own rules match the server's; a refusal here is one they cannot see (the
      // parent changed meanwhile...): show the server's field messages with the form message.
      const detail = outcome.errors.map((e) => e.msg).join('; ');
      wcm.presenter.message({
        type: 'error',
        text: detail ? `${outcome.msg}: ${detail}` : outcome.msg,
      });
      return false;
    }
    if (outcome.kind !== 'saved') return false;
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.products.msg.saved', message: 'Saved successfully' }),
    });
    onSaved();
    return true;
  };

  const { errors, bind } = form;
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={
        editing
          ? i18n._({ id: 'pages.products.category.edit', message: 'Edit category' })
          : i18n._({ id: 'pages.products.category.add', message: 'Add category' })
      }
      onConfirm={save}
    >
      <Form labelWidth={130}>
        <FormItem
          label={i18n._({ id: 'pages.products.category.parent', message: 'Parent category' })}
        >
          <Select<number>
            options={parents}
            {...bind('parentId')}
            onChange={(v) => form.setField('parentId', v ?? 0)}
            disabled={Boolean(hasChildren)}
          />
        </FormItem>
        <FormItem
          label={i18n._({ id: 'pages.products.category.name', message: 'Category name' })}
          required
          error={errors.name}
        >
          <Input {...bind('name')} maxLength={100} />
        </FormItem>
        <FormItem
          label={i18n._({ id: 'pages.products.category.sort', message: 'Sort value' })}
          error={errors.sort}
          hint={i18n._({
            id: 'pages.products.category.sortHint',
            message: 'Positive integer; larger values come first',
          })}
        >
          <NumberInput {...bind('sort')} min={1} precision={0} />
        </FormItem>
        <FormItem
          label={i18n._({
            id: 'pages.products.category.recommendCount',
            message: 'Recommended count',
          })}
          required
          error={errors.recommendCount}
        >
          <NumberInput {...bind('recommendCount')} min={1} precision={0} />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.products.category.visible', message: 'Visible' })}>
          <Switch {...bind('visible')} />
        </FormItem>
      </Form>
    </Dialog>
  );
}

import { useLingui } from '@lingui/react';
import { Dialog, Form, useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import * as css from '../list-page/page.css';
import { useRecordForm } from '../list-page/use-record-form';
import { bodyOf, emptyValues, fieldRules, rowValues } from './form-values';
import { resourceApi } from './resource-api';
import { ResourceFormField } from './resource-field';
import { textOf } from './text';
import type { ResourceDescriptor, ResourceField, ResourceValues } from './types';
import { useResourceNotices } from './use-resource-notices';

const NO_FIELDS: readonly ResourceField[] = [];

/** Props of {@link ResourceDialog}. */
export interface ResourceDialogProps<Row> {
  descriptor: ResourceDescriptor<Row>;
  open: boolean;
  /** Row to edit; undefined adds one. */
  id: string | number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** The add/edit dialog of a resource, built from its fields. */
export function ResourceDialog<Row>({
  descriptor,
  open,
  id,
  onClose,
  onSaved,
}: ResourceDialogProps<Row>) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const notices = useResourceNotices();
  const fields = descriptor.fields ?? NO_FIELDS;
  const editing = id !== undefined;
  const api = useMemo(() => resourceApi<Row>(wcm, descriptor.path), [wcm, descriptor.path]);
  const empty = useMemo(() => emptyValues(fields), [fields]);
  const rules = useMemo(() => fieldRules(fields, i18n, editing), [fields, i18n, editing]);
  const { form, loading, save } = useRecordForm<ResourceValues, string | number>(
    {
      open,
      id,
      empty,
      rules,
      load: async (rowId) => {
        const row = await api.get(rowId);
        if (!row) return empty;
        return descriptor.toValues ? descriptor.toValues(row) : rowValues(fields, row);
      },
      submit: async (values, isEdit) => {
        const context = { values, editing: isEdit, i18n };
        const body = descriptor.toBody
          ? descriptor.toBody(values, isEdit)
          : bodyOf(fields, values, context);
        if (isEdit && id !== undefined) await api.edit({ ...body, [descriptor.id]: id });
        else await api.add(body);
      },
    },
    notices,
  );
  const layout = descriptor.dialog ?? {};
  const wide = layout.columns === 2;
  const context = { values: form.values, editing, i18n };
  const title = editing ? descriptor.editTitle : descriptor.addTitle;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      width={layout.width ?? (wide ? 780 : 500)}
      title={
        title
          ? textOf(i18n, title)
          : editing
            ? i18n._({ id: 'pages.resource.editTitle', message: 'Edit' })
            : i18n._({ id: 'pages.resource.addTitle', message: 'Add' })
      }
      onConfirm={async () => {
        const ok = await save();
        if (ok) onSaved();
        return ok;
      }}
    >
      <Form
        labelWidth={layout.labelWidth ?? 100}
        disabled={loading}
        {...(wide ? { className: css.grid2 } : {})}
      >
        {fields.map((field) =>
          // Editors that read their value once wait for the row and remount per row.
          loading && field.kind === 'richText' ? null : (
            <ResourceFormField
              key={field.name}
              field={field}
              value={form.values[field.name]}
              onChange={(value) => form.setField(field.name, value)}
              setField={(name, value) => form.setField(name, value)}
              error={form.errors[field.name]}
              context={context}
              recordKey={String(id ?? 'new')}
              wide={wide}
            />
          ),
        )}
      </Form>
    </Dialog>
  );
}

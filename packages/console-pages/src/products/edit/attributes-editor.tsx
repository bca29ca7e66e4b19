import { useLingui } from '@lingui/react';
import { Button, FormItem, Input } from '@wcm/console-ui';
import * as css from '../shared/products.css';
import { RemoveButton } from './remove-button';

/** Props of {@link AttributesEditor}. */
export interface AttributesEditorProps<K extends string> {
  /** Field path of the list in error keys ('specAttributes'). */
  path: string;
  rows: Record<K, string>[];
  onChange: (rows: Record<K, string>[]) => void;
  /** The two keys of a row and their labels. */
  keys: readonly [{ key: K; label: string }, { key: K; label: string }];
  errors: Readonly<Record<string, string>>;
  /** Names the list in the add and remove buttons. */
  noun: string;
}

/** Editable list of two-field rows (specification attributes, custom key/value pairs). */
export function AttributesEditor<K extends string>(props: AttributesEditorProps<K>) {
  const { path, rows, onChange, keys, errors, noun } = props;
  const { i18n } = useLingui();
  const update = (index: number, key: K, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const blank = () => Object.fromEntries(keys.map((k) => [k.key, ''])) as Record<K, string>;
  return (
    <div>
      {rows.map((row, index) => (
        <div key={index} className={css.row}>
          {keys.map(({ key, label }) => (
            <FormItem
              key={key}
              label={`${label} ${index + 1}`}
              required
              error={errors[`${path}[${index}].${key}`]}
            >
              <Input
                value={row[key]}
                onChange={(value) => update(index, key, value)}
                maxLength={key === keys[0].key ? 100 : 500}
              />
            </FormItem>
          ))}
          <RemoveButton
            label={i18n._({
              id: 'pages.products.edit.removeRow',
              message: 'Remove {noun} {n}',
              values: { noun, n: index + 1 },
            })}
            onRemove={() => onChange(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button size="small" onClick={() => onChange([...rows, blank()])}>
        {i18n._({ id: 'pages.products.edit.addRow', message: 'Add {noun}', values: { noun } })}
      </Button>
    </div>
  );
}

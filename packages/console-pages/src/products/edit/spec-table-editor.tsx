import { useLingui } from '@lingui/react';
import { Alert, Button, Checkbox, Input } from '@wcm/console-ui';
import * as css from '../shared/products.css';
import { nextColumnKey, type SpecColumn } from './product-values';
import { RemoveButton } from './remove-button';

/** Props of {@link SpecTableEditor}. */
export interface SpecTableEditorProps {
  columns: SpecColumn[];
  rows: Record<string, string>[];
  onChange: (columns: SpecColumn[], rows: Record<string, string>[]) => void;
  /** Errors by path (`specTable.rows[0].c1`, `specTable.columns[1].label`, `specTable.rows`). */
  errors: Readonly<Record<string, string>>;
}

/**
 * Specification table editor: columns with a label and a numeric flag, rows of cells; add and
 * remove both. Each input is labelled by its column and row for assistive technology.
 */
export function SpecTableEditor({ columns, rows, onChange, errors }: SpecTableEditorProps) {
  const { i18n } = useLingui();
  const columnName = (c: SpecColumn, i: number) =>
    c.label.trim() ||
    i18n._({ id: 'pages.products.spec.columnN', message: 'Column {n}', values: { n: i + 1 } });
  const setColumn = (index: number, patch: Partial<SpecColumn>) =>
    onChange(
      columns.map((c, i) => (i === index ? { ...c, ...patch } : c)),
      rows,
    );
  const addColumn = () =>
    onChange([...columns, { key: nextColumnKey(columns), label: '', numeric: false }], rows);
  const removeColumn = (index: number) => {
    const key = columns[index]?.key;
    onChange(
      columns.filter((_, i) => i !== index),
      rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== key))),
    );
  };
  const setCell = (r: number, key: string, value: string) =>
    onChange(
      columns,
      rows.map((row, i) => (i === r ? { ...row, [key]: value } : row)),
    );
  const addRow = () =>
    onChange(columns, [...rows, Object.fromEntries(columns.map((c) => [c.key, '']))]);
  const tableErrors = [errors['specTable.columns'], errors['specTable.rows']].filter(Boolean);
  return (
    <div className={css.section}>
      {tableErrors.map((text) => (
        <Alert key={text} tone="error">
          {text}
        </Alert>
      ))}
      <div className={css.scroll}>
        <table className={css.specTable}>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={c.key} scope="col">
                  <Input
                    aria-label={i18n._({
                      id: 'pages.products.spec.columnLabel',
                      message: 'Name of column {n}',
                      values: { n: i + 1 },
                    })}
                    aria-invalid={Boolean(errors[`specTable.columns[${i}].label`])}
                    value={c.label}
                    onChange={(label) => setColumn(i, { label })}
                    maxLength={100}
                  />
                  <CellError text={errors[`specTable.columns[${i}].label`]} />
                  <Checkbox value={c.numeric} onChange={(numeric) => setColumn(i, { numeric })}>
                    {i18n._({ id: 'pages.products.spec.numeric', message: 'Numeric' })}
                  </Checkbox>
                  <RemoveButton
                    label={i18n._({
                      id: 'pages.products.spec.removeColumn',
                      message: 'Remove column {name}',
                      values: { name: columnName(c, i) },
                    })}
                    onRemove={() => removeColumn(i)}
                  />
                </th>
              ))}
              <th scope="col">
                {i18n._({ id: 'pages.products.spec.rowActions', message: 'Row' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {columns.map((c, i) => {
                  const error = errors[`specTable.rows[${r}].${c.key}`];
                  return (
                    <td key={c.key}>
                      <Input
                        aria-label={i18n._({
                          id: 'pages.products.spec.cell',
                          message: '{column}, row {n}',
                          values: { column: columnName(c, i), n: r + 1 },
                        })}
                        aria-invalid={Boolean(error)}
                        value={row[c.key] ?? ''}
                        onChange={(value) => setCell(r, c.key, value)}
                        maxLength={200}
                      />
                      <CellError text={error} />
                    </td>
                  );
                })}
                <td>
                  <RemoveButton
                    label={i18n._({
                      id: 'pages.products.spec.removeRow',
                      message: 'Remove row {n}',
                      values: { n: r + 1 },
                    })}
                    onRemove={() =>
                      onChange(
                        columns,
                        rows.filter((_, i) => i !== r),
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={css.row}>
        <Button size="small" onClick={addColumn}>
          {i18n._({ id: 'pages.products.spec.addColumn', message: 'Add column' })}
        </Button>
        <Button size="small" onClick={addRow} disabled={columns.length === 0}>
          {i18n._({ id: 'pages.products.spec.addRow', message: 'Add row' })}
        </Button>
      </div>
    </div>
  );
}

function CellError({ text }: { text: string | undefined }) {
  return text ? <p className={css.cellError}>{text}</p> : null;
}

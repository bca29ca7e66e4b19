import { describe, expect, it } from 'vitest';
import {
  checkValue,
  createField,
  duplicateField,
  emptyModel,
  initialValues,
  insertField,
  modelProblems,
  moveField,
  moveFieldTo,
  removeField,
  updateField,
  type FormModel,
} from './form-model';

function model(...kinds: Parameters<typeof createField>[0][]): FormModel {
  let m = emptyModel();
  kinds.forEach((kind, i) => {
    m = insertField(m, createField(kind, m.fields, `f${i}`));
  });
  return m;
}

describe('form builder model', () => {
  it('adds fields with free names and sample options for choice kinds', () => {
    const m = model('input', 'select', 'switch');
    expect(m.fields.map((f) => f.name)).toEqual(['field101', 'field102', 'field103']);
    expect(m.fields[1]?.options).toHaveLength(2);
    expect(m.fields[2]?.options).toEqual([]);
    const inserted = insertField(m, createField('date', m.fields, 'x'), 0);
    expect(inserted.fields[0]?.id).toBe('x');
    expect(inserted.fields[0]?.name).toBe('field104');
  });

  it('moves by drop index and by one step, clamped at the ends', () => {
    const m = model('input', 'number', 'color');
    expect(moveFieldTo(m, 'f0', 2).fields.map((f) => f.id)).toEqual(['f1', 'f2', 'f0']);
    expect(moveFieldTo(m, 'f2', -5).fields.map((f) => f.id)).toEqual(['f2', 'f0', 'f1']);
    expect(moveField(m, 'f1', -1).fields.map((f) => f.id)).toEqual(['f1', 'f0', 'f2']);
    expect(moveField(m, 'f2', 1).fields.map((f) => f.id)).toEqual(['f0', 'f1', 'f2']);
    expect(moveField(m, 'nope', 1)).toBe(m);
  });

  it('updates, duplicates and removes fields', () => {
    const m = model('radio');
    const changed = updateField(m, 'f0', { label: 'Gender', kind: 'input' });
    expect(changed.fields[0]).toMatchObject({ label: 'Gender', kind: 'input', options: [] });
    const copied = duplicateField(m, 'f0', 'copy');
    expect(copied.fields.map((f) => [f.id, f.name])).toEqual([
      ['f0', 'field101'],
      ['copy', 'field102'],
    ]);
    copied.fields[1]!.options[0]!.label = 'changed';
    expect(m.fields[0]?.options[0]?.label).toBe('Option 1');
    expect(removeField(copied, 'f0').fields.map((f) => f.id)).toEqual(['copy']);
  });

  it('validates values with required and pattern rules', () => {
    const [text, checks, range] = model('input', 'checkbox', 'dateRange').fields;
    const strict = { ...text!, required: true, pattern: '^\\d{3}$' };
    expect(checkValue(strict, '')).toBe('required');
    expect(checkValue(strict, '12a')).toBe('pattern');
    expect(checkValue(strict, '123')).toBeUndefined();
    expect(checkValue({ ...checks!, required: true }, [])).toBe('required');
    expect(checkValue({ ...range!, required: true }, [undefined, undefined])).toBe('required');
    expect(checkValue({ ...range!, required: true }, ['2026-01-01', undefined])).toBeUndefined();
    expect(initialValues(model('switch', 'checkbox', 'select'))).toEqual({
      field101: false,
      field102: [],
      field103: undefined,
    });
  });

  it('reports bad names, duplicates and broken patterns', () => {
    let m = model('input', 'input');
    m = updateField(m, 'f1', { name: 'field101', pattern: '(' });
    expect(modelProblems(m)).toEqual([
      { id: 'f1', problem: 'duplicate' },
      { id: 'f1', problem: 'pattern' },
    ]);
    expect(modelProblems(updateField(m, 'f0', { name: '1bad' }))[0]).toEqual({
      id: 'f0',
      problem: 'name',
    });
  });
});

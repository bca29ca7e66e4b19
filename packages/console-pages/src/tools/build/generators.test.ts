import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  createField,
  emptyModel,
  insertField,
  updateField,
  FIELD_KINDS,
  type FormModel,
} from './form-model';
import { componentName, regexLiteral, toJsonSchema, toReactSource } from './generators';

function everyKind(): FormModel {
  let m = emptyModel();
  FIELD_KINDS.forEach((kind, i) => {
    m = insertField(m, createField(kind, m.fields, `f${i}`));
  });
  m = updateField(m, 'f0', {
    required: true,
    pattern: '^a/b$',
    patternMessage: 'Only a/b',
    label: 'Code',
  });
  return updateField(m, 'f3', { required: true });
}

describe('form builder generators', () => {
  it('exports a JSON schema with types, choices, patterns and required names', () => {
    const schema = toJsonSchema(everyKind(), 'Demo');
    const props = schema.properties as Record<string, Record<string, unknown>>;
    expect(schema.required).toEqual(['field101', 'field104']);
    expect(props.field101).toEqual({ title: 'Code', type: 'string', pattern: '^a/b$' });
    expect(props.field103).toMatchObject({ type: 'number' });
    expect(props.field104).toMatchObject({ type: 'string', enum: ['1', '2'] });
    expect(props.field106).toMatchObject({ type: 'array', items: { enum: ['1', '2'] } });
    expect(props.field107).toMatchObject({ type: 'boolean' });
    expect(props.field108).toMatchObject({ format: 'date' });
    expect(props.field110).toMatchObject({ pattern: '^#[0-9a-fA-F]{6}$' });
    expect((schema['x-wcm-form'] as { fields: unknown[] }).fields).toHaveLength(10);
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });

  it('exports a React component on @wcm/console-ui that parses as TSX', () => {
    const source = toReactSource(everyKind(), 'user form');
    expect(source).toContain("import type { DateRange, FormRules } from '@wcm/console-ui';");
    expect(source).toContain('export function UserForm(');
    expect(source).toContain(
      'field101: [required("Code cannot be empty"), pattern(/^a\\/b$/, "Only a/b")],',
    );
    expect(source).toContain(
      '<CheckboxGroup<string> {...form.bind("field106")} options={OPTIONS.field106} />',
    );
    for (const c of [
      'Input',
      'Textarea',
      'NumberInput',
      'Select',
      'RadioGroup',
      'Switch',
      'DatePicker',
      'DateRangePicker',
      'ColorInput',
    ]) {
      expect(source).toContain(`<${c}`);
    }
    const out = ts.transpileModule(source, {
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 },
      fileName: 'generated.tsx',
    });
    expect(out.diagnostics ?? []).toEqual([]);
  });

  it('makes identifiers and regex literals safe', () => {
    expect(componentName('user form')).toBe('UserForm');
    expect(componentName('123')).toBe('Generated123Form');
    expect(componentName('*/ x')).toBe('X');
    expect(regexLiteral('a/b')).toBe('/a\\/b/');
    expect(regexLiteral('a\\/b')).toBe('/a\\/b/');
  });
});

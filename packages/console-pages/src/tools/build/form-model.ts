/** The kit fields the form builder offers. */
export const FIELD_KINDS = [
  'input',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'dateRange',
  'color',
] as const;

/** One of {@link FIELD_KINDS}. */
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A choice of a select, radio or checkbox field. */
export interface FieldOption {
  label: string;
  value: string;
}

/** One field of a designed form. */
export interface FormField {
  /** Stable id inside the designer (not exported as a name). */
  id: string;
  kind: FieldKind;
  label: string;
  /** Property name of the value (a JavaScript identifier). */
  name: string;
  required: boolean;
  placeholder: string;
  /** Choices (select, radio, checkbox only). */
  options: FieldOption[];
  /** Regular expression source the text must match (input, textarea); empty = none. */
  pattern: string;
  patternMessage: string;
  /** Width in a 24-column grid: 24 full, 12 half, 8 a third, 6 a quarter. */
  span: 24 | 12 | 8 | 6;
}

/** A designed form: its fields in order and the label width. */
export interface FormModel {
  fields: FormField[];
  labelWidth: number;
}

/** Widths the property panel offers. */
export const SPANS = [24, 12, 8, 6] as const;

/** An empty form. */
export function emptyModel(): FormModel {
  return { fields: [], labelWidth: 100 };
}

/** True for the kinds that have choices. */
export function hasOptions(kind: FieldKind): boolean {
  return kind === 'select' || kind === 'radio' || kind === 'checkbox';
}

/** True for the kinds a validation pattern applies to. */
export function hasPattern(kind: FieldKind): boolean {
  return kind === 'input' || kind === 'textarea';
}

/** True when `name` can be a property name of the generated code. */
export function isFieldName(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
}

/** True when `source` compiles as a regular expression. */
export function isValidPattern(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

const KIND_LABELS: Record<FieldKind, string> = {
  input: 'Single-line text',
  textarea: 'Multi-line text',
  number: 'Number',
  select: 'Select',
  radio: 'Radio',
  checkbox: 'Checkbox',
  switch: 'Switch',
  date: 'Date',
  dateRange: 'Date range',
  color: 'Colour',
};

/** English label of a new field of `kind`; the designer passes the translated one. */
export function defaultLabel(kind: FieldKind): string {
  return KIND_LABELS[kind];
}

/** `field101`, `field102`... the first free name. */
export function nextName(fields: readonly FormField[], base = 'field'): string {
  const taken = new Set(fields.map((f) => f.name));
  for (let n = 101; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** Texts of a new field in the interface language (English defaults). */
export interface NewFieldTexts {
  /** Label of the new field. @default defaultLabel(kind) */
  label?: string;
  /** Label of sample option `n` (1-based). @default `Option ${n}` */
  option?: (n: number) => string;
}

/** A new field of `kind` with a free name and, for choice kinds, two sample options. */
export function createField(
  kind: FieldKind,
  fields: readonly FormField[],
  id: string,
  texts: NewFieldTexts = {},
): FormField {
  const option = texts.option ?? ((n: number) => `Option ${n}`);
  return {
    id,
    kind,
    label: texts.label ?? defaultLabel(kind),
    name: nextName(fields),
    required: false,
    placeholder: '',
    options: hasOptions(kind)
      ? [
          { label: option(1), value: '1' },
          { label: option(2), value: '2' },
        ]
      : [],
    pattern: '',
    patternMessage: '',
    span: 24,
  };
}

/** Inserts `field` at `index` (end when omitted or out of range). */
export function insertField(model: FormModel, field: FormField, index?: number): FormModel {
  const fields = [...model.fields];
  const at = index === undefined || index < 0 || index > fields.length ? fields.length : index;
  fields.splice(at, 0, field);
  return { ...model, fields };
}

/** Removes a field. */
export function removeField(model: FormModel, id: string): FormModel {
  return { ...model, fields: model.fields.filter((f) => f.id !== id) };
}

/** Moves a field to `index` (clamped); the drop target of drag and drop. */
export function moveFieldTo(model: FormModel, id: string, index: number): FormModel {
  const from = model.fields.findIndex((f) => f.id === id);
  if (from < 0) return model;
  const fields = [...model.fields];
  const [field] = fields.splice(from, 1);
  if (!field) return model;
  const to = Math.max(0, Math.min(fields.length, index));
  fields.splice(to, 0, field);
  return { ...model, fields };
}

/** Moves a field one place up (-1) or down (+1); the keyboard alternative to dragging. */
export function moveField(model: FormModel, id: string, delta: -1 | 1): FormModel {
  const from = model.fields.findIndex((f) => f.id === id);
  if (from < 0) return model;
  return moveFieldTo(model, id, from + delta);
}

/** Changes some properties of a field; options are dropped when the kind has none. */
export function updateField(
  model: FormModel,
  id: string,
  patch: Partial<Omit<FormField, 'id'>>,
): FormModel {
  return {
    ...model,
    fields: model.fields.map((f) => {
      if (f.id !== id) return f;
      const next = { ...f, ...patch };
      return hasOptions(next.kind) ? next : { ...next, options: [] };
    }),
  };
}

/** A copy of a field right after it, with a new id and a free name. */
export function duplicateField(model: FormModel, id: string, newId: string): FormModel {
  const index = model.fields.findIndex((f) => f.id === id);
  const field = model.fields[index];
  if (!field) return model;
  const copy = {
    ...field,
    id: newId,
    name: nextName(model.fields),
    options: field.options.map((o) => ({ ...o })),
  };
  return insertField(model, copy, index + 1);
}

/** Value of a form field before the user types. */
export type FieldValue =
  | string
  | number
  | boolean
  | string[]
  | readonly [string | undefined, string | undefined]
  | undefined;

/** The empty value of a field as its kit component expects it. */
export function initialValue(field: FormField): FieldValue {
  switch (field.kind) {
    case 'number':
    case 'date':
    case 'select':
    case 'radio':
      return undefined;
    case 'checkbox':
      return [];
    case 'switch':
      return false;
    case 'dateRange':
      return [undefined, undefined];
    default:
      return '';
  }
}

/** Initial values of every field, by name. */
export function initialValues(model: FormModel): Record<string, FieldValue> {
  return Object.fromEntries(model.fields.map((f) => [f.name, initialValue(f)]));
}

/** Which rule a value breaks: 'required', 'pattern', or undefined when fine. */
export function checkValue(
  field: FormField,
  value: FieldValue,
): 'required' | 'pattern' | undefined {
  const empty =
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.filter((v) => v !== undefined && v !== '').length === 0);
  if (field.required && empty) return 'required';
  if (!empty && hasPattern(field.kind) && field.pattern && isValidPattern(field.pattern)) {
    if (!new RegExp(field.pattern).test(String(value))) return 'pattern';
  }
  return undefined;
}

/** Problems that block an export: duplicate or invalid names, broken patterns. */
export function modelProblems(
  model: FormModel,
): { id: string; problem: 'name' | 'duplicate' | 'pattern' }[] {
  const out: { id: string; problem: 'name' | 'duplicate' | 'pattern' }[] = [];
  const seen = new Set<string>();
  for (const f of model.fields) {
    if (!isFieldName(f.name)) out.push({ id: f.id, problem: 'name' });
    else if (seen.has(f.name)) out.push({ id: f.id, problem: 'duplicate' });
    seen.add(f.name);
    if (f.pattern && !isValidPattern(f.pattern)) out.push({ id: f.id, problem: 'pattern' });
  }
  return out;
}

import {
  hasOptions,
  hasPattern,
  initialValue,
  type FieldKind,
  type FormField,
  type FormModel,
} from './form-model';

type JsonSchema = Record<string, unknown>;

function propertySchema(field: FormField): JsonSchema {
  const enumOf = () => field.options.map((o) => o.value);
  const base: JsonSchema = { title: field.label };
  switch (field.kind) {
    case 'input':
    case 'textarea':
      return { ...base, type: 'string', ...(field.pattern ? { pattern: field.pattern } : {}) };
    case 'number':
      return { ...base, type: 'number' };
    case 'select':
    case 'radio':
      return { ...base, type: 'string', enum: enumOf() };
    case 'checkbox':
      return {
        ...base,
        type: 'array',
        items: { type: 'string', enum: enumOf() },
        uniqueItems: true,
      };
    case 'switch':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'dateRange':
      return {
        ...base,
        type: 'array',
        prefixItems: [
          { type: 'string', format: 'date' },
          { type: 'string', format: 'date' },
        ],
        minItems: 2,
        maxItems: 2,
      };
    case 'color':
      return { ...base, type: 'string', pattern: '^#[0-9a-fA-F]{6}$' };
  }
}

/**
 * The form as a JSON Schema (2020-12): one property per field with its type, choices and
 * pattern, `required` names, and the designer's layout under `x-wcm-form` so it can be loaded back.
 */
export function toJsonSchema(model: FormModel, title = 'Form'): JsonSchema {
  const required = model.fields.filter((f) => f.required && f.kind !== 'switch').map((f) => f.name);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title,
    type: 'object',
    properties: Object.fromEntries(model.fields.map((f) => [f.name, propertySchema(f)])),
    ...(required.length ? { required } : {}),
    'x-wcm-form': {
      labelWidth: model.labelWidth,
      fields: model.fields.map((f) => ({
        kind: f.kind,
        name: f.name,
        label: f.label,
        required: f.required,
        span: f.span,
        ...(f.placeholder ? { placeholder: f.placeholder } : {}),
        ...(hasOptions(f.kind) ? { options: f.options } : {}),
        ...(hasPattern(f.kind) && f.pattern
          ? { pattern: f.pattern, patternMessage: f.patternMessage }
          : {}),
      })),
    },
  };
}

const COMPONENT: Record<FieldKind, string> = {
  input: 'Input',
  textarea: 'Textarea',
  number: 'NumberInput',
  select: 'Select',
  radio: 'RadioGroup',
  checkbox: 'CheckboxGroup',
  switch: 'Switch',
  date: 'DatePicker',
  dateRange: 'DateRangePicker',
  color: 'ColorInput',
};

const TS_TYPE: Record<FieldKind, string> = {
  input: 'string',
  textarea: 'string',
  number: 'number | undefined',
  select: 'string | undefined',
  radio: 'string | undefined',
  checkbox: 'string[]',
  switch: 'boolean',
  date: 'string | undefined',
  dateRange: 'DateRange',
  color: 'string',
};

/** A JavaScript string literal. */
const lit = (text: string) => JSON.stringify(text);

/** A regular expression literal of `source` (slashes escaped). */
export function regexLiteral(source: string): string {
  return `/${source.replace(/\\\//g, '/').replace(/\//g, '\\/')}/`;
}

/** A React component name from free text: `user form` → `UserForm`. */
export function componentName(title: string): string {
  const name = title
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : ''))
    .join('');
  return /^[A-Z]/.test(name) ? name : `Generated${name}Form`;
}

function fieldJsx(field: FormField, indent: string): string {
  const attrs: string[] = [`{...form.bind(${lit(field.name)})}`];
  if (
    field.placeholder &&
    field.kind !== 'switch' &&
    field.kind !== 'checkbox' &&
    field.kind !== 'radio'
  ) {
    attrs.push(`placeholder=${lit(field.placeholder)}`);
  }
  if (hasOptions(field.kind)) attrs.push(`options={OPTIONS.${field.name}}`);
  const component = COMPONENT[field.kind];
  const generic =
    field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkbox'
      ? '<string>'
      : '';
  return [
    `${indent}<div style={{ gridColumn: 'span ${field.span}' }}>`,
    `${indent}  <FormItem label=${lit(field.label)}${field.required ? ' required' : ''} error={form.errors.${field.name}}>`,
    `${indent}    <${component}${generic} ${attrs.join(' ')} />`,
    `${indent}  </FormItem>`,
    `${indent}</div>`,
  ].join('\n');
}

/**
 * The form as the source of a React component on @wcm/console-ui: typed values, `useForm` with
 * the required and pattern rules, the kit fields in a 24-column grid, and a submit button.
 */
export function toReactSource(model: FormModel, title = 'Generated form'): string {
  const name = componentName(title);
  const fields = model.fields;
  const kinds = new Set(fields.map((f) => COMPONENT[f.kind]));
  const needsRequired = fields.some((f) => f.required);
  const needsPattern = fields.some((f) => hasPattern(f.kind) && f.pattern);
  const imports = [
    'Button',
    'Form',
    'FormItem',
    ...kinds,
    ...(needsPattern ? ['pattern'] : []),
    ...(needsRequired ? ['required'] : []),
    'useForm',
  ].sort((a, b) => a.localeCompare(b));
  const values = fields.map((f) => `  ${f.name}: ${TS_TYPE[f.kind]};`).join('\n');
  const initial = fields
    .map((f) => {
      const v = initialValue(f);
      return `  ${f.name}: ${v === undefined ? 'undefined' : f.kind === 'dateRange' ? '[undefined, undefined]' : JSON.stringify(v)},`;
    })
    .join('\n');
  const rules = fields
    .map((f) => {
      const list: string[] = [];
      if (f.required) list.push(`required(${lit(`${f.label} cannot be empty`)})`);
      if (hasPattern(f.kind) && f.pattern) {
        list.push(
          `pattern(${regexLiteral(f.pattern)}, ${lit(f.patternMessage || `${f.label} is not valid`)})`,
        );
      }
      return list.length ? `  ${f.name}: [${list.join(', ')}],` : '';
    })
    .filter(Boolean)
    .join('\n');
  const options = fields
    .filter((f) => hasOptions(f.kind))
    .map(
      (f) =>
        `  ${f.name}: [${f.options.map((o) => `{ label: ${lit(o.label)}, value: ${lit(o.value)} }`).join(', ')}],`,
    )
    .join('\n');
  const types = fields.some((f) => f.kind === 'dateRange') ? 'DateRange, FormRules' : 'FormRules';
  return `import { ${imports.join(', ')} } from '@wcm/console-ui';
import type { ${types} } from '@wcm/console-ui';

/** Values of {@link ${name}}. */
export interface ${name}Values {
${values}
}

const INITIAL: ${name}Values = {
${initial}
};

const RULES: FormRules<${name}Values> = {
${rules}
};
${options ? `\nconst OPTIONS = {\n${options}\n};\n` : ''}
/** Props of {@link ${name}}. */
export interface ${name}Props {
  onSubmit: (values: ${name}Values) => void;
}

/** ${title.replace(/\*\//g, '')} (made with the form builder). */
export function ${name}({ onSubmit }: ${name}Props) {
  const form = useForm<${name}Values>(INITIAL, RULES);
  return (
    <Form
      labelWidth={${model.labelWidth}}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) onSubmit(form.values);
      }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', columnGap: 16 }}>
${fields.map((f) => fieldJsx(f, '        ')).join('\n')}
      </div>
      <Button type="submit" variant="primary">
        Submit
      </Button>
    </Form>
  );
}
`;
}

import { useLingui } from '@lingui/react';
import {
  Button,
  CheckboxGroup,
  ColorInput,
  DatePicker,
  DateRangePicker,
  Form,
  FormItem,
  Input,
  NumberInput,
  RadioGroup,
  Select,
  Switch,
  Textarea,
  useConsole,
} from '@wcm/console-ui';
import type { DateRange } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import * as css from './build.css';
import {
  checkValue,
  initialValues,
  type FieldValue,
  type FormField,
  type FormModel,
} from './form-model';

/** Live preview: the real kit fields of the designed form, validated on submit. */
export function PreviewForm({ model }: { model: FormModel }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const namesKey = model.fields.map((f) => `${f.name}:${f.kind}`).join('|');
  const [values, setValues] = useState<Record<string, FieldValue>>(() => initialValues(model));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // Only a new set of names or kinds resets what was typed (state adjusted while rendering).
  const [shownKey, setShownKey] = useState(namesKey);
  if (shownKey !== namesKey) {
    setShownKey(namesKey);
    setValues(initialValues(model));
    setErrors({});
  }

  const messageOf = useMemo(
    () => (field: FormField, value: FieldValue) => {
      const broken = checkValue(field, value);
      if (broken === 'required') {
        return i18n._({
          id: 'pages.tools.build.requiredMsg',
          message: '{label} cannot be empty',
          values: { label: field.label },
        });
      }
      if (broken === 'pattern') {
        return (
          field.patternMessage ||
          i18n._({
            id: 'pages.tools.build.patternMsg',
            message: '{label} is not valid',
            values: { label: field.label },
          })
        );
      }
      return undefined;
    },
    [i18n],
  );

  const set = (field: FormField, value: FieldValue) => {
    setValues((v) => ({ ...v, [field.name]: value }));
    if (errors[field.name]) setErrors((e) => ({ ...e, [field.name]: messageOf(field, value) }));
  };

  const submit = () => {
    const next: Record<string, string | undefined> = {};
    for (const f of model.fields) next[f.name] = messageOf(f, values[f.name]);
    setErrors(next);
    if (Object.values(next).every((m) => !m)) {
      wcm.presenter.message({
        type: 'success',
        text: i18n._({ id: 'pages.tools.build.valid', message: 'The form is valid' }),
      });
    }
  };

  return (
    <Form
      labelWidth={model.labelWidth}
      aria-label={i18n._({ id: 'pages.tools.build.preview', message: 'Preview' })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={css.grid}>
        {model.fields.map((f) => (
          <div key={f.id} style={{ gridColumn: `span ${f.span}` }}>
            <FormItem label={f.label} required={f.required} error={errors[f.name]}>
              <PreviewField field={f} value={values[f.name]} onChange={(v) => set(f, v)} />
            </FormItem>
          </div>
        ))}
      </div>
      <div>
        <Button type="submit" variant="primary">
          {i18n._({ id: 'pages.tools.build.submit', message: 'Submit' })}
        </Button>
      </div>
    </Form>
  );
}

function PreviewField({
  field,
  value,
  onChange,
}: {
  field: FormField;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
}) {
  const placeholder = field.placeholder || undefined;
  const text = typeof value === 'string' ? value : '';
  const options = field.options.map((o) => ({ label: o.label, value: o.value }));
  switch (field.kind) {
    case 'input':
      return <Input value={text} onChange={onChange} placeholder={placeholder} />;
    case 'textarea':
      return <Textarea value={text} onChange={onChange} placeholder={placeholder} />;
    case 'number':
      return (
        <NumberInput
          value={typeof value === 'number' ? value : undefined}
          onChange={onChange}
          placeholder={placeholder}
        />
      );
    case 'select':
      return (
        <Select<string>
          options={options}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
          placeholder={placeholder}
          clearable
        />
      );
    case 'radio':
      return (
        <RadioGroup<string>
          options={options}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
        />
      );
    case 'checkbox':
      return (
        <CheckboxGroup<string>
          options={options}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
        />
      );
    case 'switch':
      return <Switch value={value === true} onChange={onChange} />;
    case 'date':
      return (
        <DatePicker value={typeof value === 'string' ? value : undefined} onChange={onChange} />
      );
    case 'dateRange':
      return (
        <DateRangePicker
          value={
            Array.isArray(value) && value.length === 2
              ? (value as unknown as DateRange)
              : [undefined, undefined]
          }
          onChange={onChange}
        />
      );
    case 'color':
      return <ColorInput value={text} onChange={onChange} />;
  }
}

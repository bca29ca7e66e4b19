import { FormItem, Input } from '@wcm/console-ui';

/** What an edit form's fields read and write: its values, their errors and one setter. */
export interface FormBinding<V> {
  values: V;
  errors: Readonly<Record<string, string>>;
  setField: <K extends keyof V>(key: K, value: V[K]) => void;
}

/** The names of the text values of `V`. */
export type TextKey<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V];

/** A one-line text field bound to `form.values[name]`, with its label, error and length limit. */
export function TextField<V>({
  form,
  name,
  label,
  maxLength,
  required,
  hint,
  type,
  disabled,
  className,
}: {
  form: FormBinding<V>;
  name: TextKey<V> & string;
  label: string;
  maxLength: number;
  required?: boolean;
  hint?: string;
  type?: 'url';
  /** Read-only for a user who may not edit. @default false */
  disabled?: boolean;
  /** Of the form item (e.g. spanning the grid). */
  className?: string;
}) {
  return (
    <FormItem
      label={label}
      required={required}
      hint={hint}
      error={form.errors[name]}
      className={className}
    >
      <Input
        type={type}
        value={form.values[name] as string}
        onChange={(v) => form.setField(name, v as V[typeof name])}
        maxLength={maxLength}
        disabled={disabled}
      />
    </FormItem>
  );
}

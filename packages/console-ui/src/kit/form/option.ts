/** Value types the choice fields accept (compared with `Object.is`). */
export type OptionValue = string | number | boolean;

/** One choice of a Select, RadioGroup or CheckboxGroup. */
export interface SelectOption<V extends OptionValue = string> {
  label: string;
  value: V;
  disabled?: boolean;
}

/** Index of the option holding `value`, as the string key Radix items need; '' when absent. */
export function optionKey<V extends OptionValue>(
  options: readonly SelectOption<V>[],
  value: V | undefined,
): string {
  if (value === undefined) return '';
  const index = options.findIndex((o) => Object.is(o.value, value));
  return index < 0 ? '' : String(index);
}

/** The option behind a key made by {@link optionKey}. */
export function optionAt<V extends OptionValue>(
  options: readonly SelectOption<V>[],
  key: string,
): SelectOption<V> | undefined {
  return key === '' ? undefined : options[Number(key)];
}

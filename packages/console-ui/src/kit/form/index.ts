// Barrel of kit/form; re-exported by src/index.ts.

/** `<form noValidate>` with label width and inline layout, and its labelled item. */
export { Form, FormItem } from './form';
/** Props of `Form` and `FormItem`. */
export type { FormItemProps, FormProps } from './form';
/** Reads the enclosing FormItem's id and ARIA wiring, for custom controls. */
export { useControlProps } from './field-context';
/** Props shared by the kit fields, and what `useControlProps` returns. */
export type { ControlProps, FieldAriaProps, FieldBaseProps } from './field-context';
/** Form-state hook, its rule helpers and the pure validators behind it. */
export {
  isEmptyValue,
  maxLength,
  pattern,
  required,
  useForm,
  validateField,
  validateValues,
} from './use-form';
/** Types of `useForm`. */
export type { FormErrors, FormRules, FormState, Rule, ValueRule } from './use-form';
/** Text inputs. */
export { Input, Textarea } from './input';
/** Props of `Input` and `Textarea`. */
export type { InputProps, TextareaProps } from './input';
/** Numeric spin button and its pure stepping helpers. */
export { NumberInput, normalizeNumber, stepNumber } from './number-input';
/** Props of `NumberInput`. */
export type { NumberBounds, NumberInputProps } from './number-input';
/** Options of the choice fields. */
export type { OptionValue, SelectOption } from './option';
/** Drop-down select (single, multiple, filterable) and its option filter. */
export { Select } from './select';
/** Props of `Select`. */
export type { MultiSelectProps, SelectProps, SingleSelectProps } from './select';
/** Filters select options by label. */
export { filterOptions } from './combo-select';
/** Radio group, checkbox, checkbox group and switch. */
export { Checkbox, CheckboxGroup, RadioGroup, Switch } from './choice';
/** Props of the choice fields. */
export type { CheckboxGroupProps, CheckboxProps, RadioGroupProps, SwitchProps } from './choice';
/** Date and date-range fields on native inputs, and RuoYi range params. */
export { DatePicker, DateRangePicker, dateRangeParams, orderRange } from './date-picker';
/** Props and values of the date fields. */
export type { DatePickerProps, DateRange, DateRangePickerProps } from './date-picker';
/** Tree single-select with search. */
export { TreeSelect } from './tree-select';
/** Props of `TreeSelect`. */
export type { TreeSelectProps } from './tree-select';
/** Tree helpers used by `TreeSelect`. */
export { filterTree, findTreeNode } from './tree';
/** Tree node type. */
export type { TreeOption } from './tree';
/** Colour field (`#rrggbb`) and its validator. */
export { ColorInput, isHexColor } from './color-input';
/** Props of `ColorInput`. */
export type { ColorInputProps } from './color-input';

// Choice controls, one module each so an app bundles only the Radix primitives it renders.
export { Checkbox, CheckboxGroup } from './checkbox';
export type { CheckboxGroupProps, CheckboxProps } from './checkbox';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps } from './radio-group';
export { Switch } from './switch';
export type { SwitchProps } from './switch';

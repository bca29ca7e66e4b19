import { createContext, useContext, useId, type AriaAttributes } from 'react';

/** What a {@link FormItem} tells the control inside it. */
export interface FieldContextValue {
  /** id the label points at (`htmlFor`); single-element controls use it as their id. */
  controlId: string;
  /** id of the visible label, for group controls named through `aria-labelledby`. */
  labelId?: string;
  /** ids of the hint and error texts, space separated. */
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** ARIA props every kit field accepts and forwards to its control. */
export type FieldAriaProps = Pick<
  AriaAttributes,
  'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-invalid' | 'aria-required'
>;

/** Props shared by the kit fields. */
export interface FieldBaseProps extends FieldAriaProps {
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  className?: string;
}

/** id, name and ARIA attributes for a field's control, merged from its props and FormItem. */
export interface ControlProps {
  id: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
}

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ') || undefined;

/**
 * Merges the field's own props with the enclosing FormItem (if any). `group` controls
 * (radio/checkbox groups, ranges) are named by the label id instead of `<label for>`.
 */
export function useControlProps(
  props: FieldAriaProps & { id?: string },
  group = false,
): ControlProps {
  const ctx = useContext(FieldContext);
  const autoId = useId();
  const id = props.id ?? ctx?.controlId ?? autoId;
  const labelledBy =
    props['aria-labelledby'] ?? (group && !props['aria-label'] ? ctx?.labelId : undefined);
  return {
    id,
    'aria-label': props['aria-label'],
    'aria-labelledby': labelledBy,
    'aria-describedby': join(props['aria-describedby'], ctx?.describedBy),
    'aria-invalid': props['aria-invalid'] ?? (ctx?.invalid ? true : undefined),
    'aria-required': props['aria-required'] ?? (ctx?.required ? true : undefined),
  };
}

/** Joins class names, skipping empty ones. */
export const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

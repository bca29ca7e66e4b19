import {
  createContext,
  useContext,
  useId,
  useMemo,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';

import { FieldNotes } from '../field-notes';
import { cx, FieldContext, type FieldContextValue } from './field-context';
import * as styles from './form.css';

interface FormLayout {
  labelWidth?: number | string;
  inline: boolean;
}

const FormLayoutContext = createContext<FormLayout>({ inline: false });

/** Props of {@link Form}; other props go to the `<form>`. */
export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Width of the labels column (px number or CSS length); unset = labels above the controls. */
  labelWidth?: number | string;
  /** Items side by side on one wrapping row (search bars above tables). @default false */
  inline?: boolean;
  /**
   * Disables every control of the form (a `fieldset disabled` around them), e.g. while the
   * record it edits loads: nothing can be typed that the loaded values would then replace. A
   * form given this prop, even `false`, keeps its controls in that fieldset.
   */
  disabled?: boolean;
  children?: ReactNode;
}

/** `<form noValidate>` laying out its FormItems; validation is the caller's (see `useForm`). */
export function Form({
  labelWidth,
  inline = false,
  disabled,
  className,
  children,
  ...rest
}: FormProps) {
  const layout = useMemo(() => ({ labelWidth, inline }), [labelWidth, inline]);
  return (
    <form
      {...rest}
      noValidate
      className={cx(styles.form, inline && styles.formInline, className)}
      data-slot="form"
    >
      <FormLayoutContext.Provider value={layout}>
        {disabled === undefined ? (
          children
        ) : (
          // Laid out as if absent: the items stay the form's own flex children.
          <fieldset disabled={disabled} className={styles.contents}>
            {children}
          </fieldset>
        )}
      </FormLayoutContext.Provider>
    </form>
  );
}

/** Props of {@link FormItem}. */
export interface FormItemProps {
  label?: ReactNode;
  /** Shows the required marker and sets `aria-required` on the control. @default false */
  required?: boolean;
  /** Error text; the control becomes `aria-invalid` and is described by it. */
  error?: ReactNode;
  /** Help text under the control, also in its `aria-describedby`. */
  hint?: ReactNode;
  /** id for the control (the label's `htmlFor`); generated when omitted. */
  htmlFor?: string;
  /** Overrides the Form's label width for this item. */
  labelWidth?: number | string;
  className?: string;
  /** One kit field (or any control reading `useControlProps`). */
  children: ReactNode;
}

/** Label, required marker, control, hint and error text, wired for assistive technology. */
export function FormItem(props: FormItemProps) {
  const { label, required = false, error, hint, htmlFor, className, children } = props;
  const layout = useContext(FormLayoutContext);
  const autoId = useId();
  const controlId = htmlFor ?? `${autoId}-control`;
  const labelId = label ? `${autoId}-label` : undefined;
  const hintId = hint ? `${autoId}-hint` : undefined;
  const errorId = error ? `${autoId}-error` : undefined;
  const invalid = Boolean(error);
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const field = useMemo<FieldContextValue>(
    () => ({ controlId, labelId, describedBy, invalid, required }),
    [controlId, labelId, describedBy, invalid, required],
  );
  const width = props.labelWidth ?? layout.labelWidth;
  const horizontal = width !== undefined || layout.inline;

  return (
    <div
      className={cx(styles.item, horizontal && styles.itemHorizontal, className)}
      data-slot="form-item"
      data-invalid={invalid || undefined}
    >
      {label ? (
        <label
          id={labelId}
          htmlFor={controlId}
          className={styles.label}
          style={width !== undefined ? { width, flex: 'none' } : undefined}
        >
          {required ? (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
          {label}
        </label>
      ) : null}
      <div className={styles.control}>
        <FieldContext.Provider value={field}>{children}</FieldContext.Provider>
        <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} styles={styles} />
      </div>
    </div>
  );
}

import type { ReactElement } from 'react';

import { useOnDemand, onDemand } from '../on-demand';
import { ComboSelect } from './combo-select';
import { useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';
import { optionAt, optionKey, type OptionValue, type SelectOption } from './option';
import { SelectRow } from './select-row';
import { useSelectTexts } from './select-texts';

interface SelectCommonProps<V extends OptionValue> extends FieldBaseProps {
  options: readonly SelectOption<V>[];
  /** Shows a clear button while something is selected. @default false */
  clearable?: boolean;
  /** Type to filter the options (case-insensitive substring of the label). @default false */
  filterable?: boolean;
  /** Text when no option matches. @default 'No data' (translated) */
  emptyText?: string;
  /**
   * With `filterable`: called with the typed text as it changes ('' when the list closes), so
   * the options can come from a server search. Keep the selected options among `options`: a
   * selected value shows, and stays selected, by its option.
   */
  onQueryChange?: (query: string) => void;
}

/** Props of a single {@link Select}. */
export interface SingleSelectProps<V extends OptionValue = string> extends SelectCommonProps<V> {
  multiple?: false;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** Props of a `multiple` {@link Select}; the value keeps the options' order. */
export interface MultiSelectProps<V extends OptionValue = string> extends SelectCommonProps<V> {
  multiple: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
}

/** Props of {@link Select}. */
export type SelectProps<V extends OptionValue = string> =
  SingleSelectProps<V> | MultiSelectProps<V>;

/**
 * Drop-down choice. Single, unfiltered selects use the Radix select (button + listbox, type-ahead),
 * loaded on first use; `multiple` or `filterable` ones use an ARIA combobox with a listbox popup.
 */
export function Select<V extends OptionValue = string>(props: MultiSelectProps<V>): ReactElement;
export function Select<V extends OptionValue = string>(props: SingleSelectProps<V>): ReactElement;
export function Select<V extends OptionValue = string>(props: SelectProps<V>): ReactElement;
export function Select<V extends OptionValue = string>(props: SelectProps<V>): ReactElement {
  if (props.multiple || props.filterable) return <ComboSelect {...props} />;
  return <SingleSelect {...props} />;
}

const popup = onDemand(() => import('./select-popup'));

function SingleSelect<V extends OptionValue>(props: SingleSelectProps<V>) {
  const { options, value, onChange, clearable = false, disabled } = props;
  const texts = useSelectTexts();
  const control = useControlProps(props);
  const { module, open, resting, frameRef } = useOnDemand(popup, { opensOn: 'pointerdown' });
  const key = optionKey(options, value);
  const placeholder = props.placeholder ?? texts.placeholder;

  return (
    <SelectRow
      frameRef={frameRef}
      className={props.className}
      slot="select"
      onClear={clearable && key !== '' && !disabled ? () => onChange(undefined) : undefined}
    >
      {module ? (
        <module.SelectPopup<V>
          control={control}
          options={options}
          value={key}
          onValueChange={(next) => onChange(optionAt(options, next)?.value)}
          disabled={disabled}
          name={props.name}
          placeholder={placeholder}
          emptyText={props.emptyText ?? texts.empty}
          defaultOpen={open}
        />
      ) : (
        // The Radix trigger at rest, attribute for attribute (aria-controls only while open, when
        // the listbox exists).
        <button
          type="button"
          role="combobox"
          aria-controls={undefined}
          aria-expanded={false}
          aria-autocomplete="none"
          data-state="closed"
          disabled={disabled}
          data-disabled={disabled ? '' : undefined}
          data-placeholder={key === '' ? '' : undefined}
          {...control}
          className={styles.trigger}
          {...resting()}
        >
          <span style={{ pointerEvents: 'none' }}>
            {key === '' ? placeholder : optionAt(options, key)?.label}
          </span>
          <span aria-hidden="true">▾</span>
        </button>
      )}
    </SelectRow>
  );
}

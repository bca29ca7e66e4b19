import { useLingui } from '@lingui/react';
import * as RadixSelect from '@radix-ui/react-select';
import type { ReactElement } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import { ComboSelect } from './combo-select';
import { cx, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';
import { optionAt, optionKey, type OptionValue, type SelectOption } from './option';

interface SelectCommonProps<V extends OptionValue> extends FieldBaseProps {
  options: readonly SelectOption<V>[];
  /** Shows a clear button while something is selected. @default false */
  clearable?: boolean;
  /** Type to filter the options (case-insensitive substring of the label). @default false */
  filterable?: boolean;
  /** Text when no option matches. @default 'No data' (translated) */
  emptyText?: string;
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
 * Drop-down choice. Single, unfiltered selects use the Radix select (button + listbox, type-ahead);
 * `multiple` or `filterable` ones use an ARIA combobox with a listbox popup.
 */
export function Select<V extends OptionValue = string>(props: MultiSelectProps<V>): ReactElement;
export function Select<V extends OptionValue = string>(props: SingleSelectProps<V>): ReactElement;
export function Select<V extends OptionValue = string>(props: SelectProps<V>): ReactElement;
export function Select<V extends OptionValue = string>(props: SelectProps<V>): ReactElement {
  if (props.multiple || props.filterable) return <ComboSelect {...props} />;
  return <SingleSelect {...props} />;
}

function SingleSelect<V extends OptionValue>(props: SingleSelectProps<V>) {
  const { options, value, onChange, clearable = false, disabled } = props;
  const { i18n } = useLingui();
  const control = useControlProps(props);
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  const key = optionKey(options, value);
  const placeholder =
    props.placeholder ?? i18n._({ id: 'kit.select.placeholder', message: 'Please select' });

  return (
    <div className={cx(styles.triggerRow, props.className)} data-slot="select">
      <RadixSelect.Root
        value={key}
        onValueChange={(next) => onChange(optionAt(options, next)?.value)}
        disabled={disabled}
        name={props.name}
      >
        <RadixSelect.Trigger {...control} className={styles.trigger}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal container={container}>
          <div className={portalClass}>
            <RadixSelect.Content className={styles.panel} position="popper" sideOffset={4}>
              <RadixSelect.Viewport>
                {options.length === 0 ? (
                  <div className={styles.empty}>
                    {props.emptyText ?? i18n._({ id: 'kit.select.empty', message: 'No data' })}
                  </div>
                ) : null}
                {options.map((option, index) => (
                  <RadixSelect.Item
                    key={String(option.value)}
                    className={styles.option}
                    value={String(index)}
                    disabled={option.disabled}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator aria-hidden="true">✓</RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </div>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {clearable && key !== '' && !disabled ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={i18n._({ id: 'kit.select.clear', message: 'Clear' })}
          onClick={() => onChange(undefined)}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

import { useLingui } from '@lingui/react';
import { useContext, useId, useRef, useState, type KeyboardEvent } from 'react';

import { onDemand, useLoaded } from '../on-demand';
import { ClearButton } from './clear-button';
import { cx, FieldContext, useControlProps } from './field-context';
import * as styles from './fields.css';
import type { OptionValue, SelectOption } from './option';
import type { SelectProps } from './select';
import { useSelectTexts } from './select-texts';

/** Options whose label contains `query` (case-insensitive); all of them for a blank query. */
export function filterOptions<V extends OptionValue>(
  options: readonly SelectOption<V>[],
  query: string,
): SelectOption<V>[] {
  const q = query.trim().toLowerCase();
  return q === '' ? [...options] : options.filter((o) => o.label.toLowerCase().includes(q));
}

const popup = onDemand(() => import('./combo-popup'));

/**
 * Combobox + listbox select for the `multiple` and `filterable` cases of `Select`; the panel
 * (a Radix popover) loads when the list first opens.
 */
export function ComboSelect<V extends OptionValue>(props: SelectProps<V>) {
  const { options, disabled, filterable = false, clearable = false } = props;
  const { i18n } = useLingui();
  const texts = useSelectTexts();
  const control = useControlProps(props);
  const field = useContext(FieldContext);
  const loaded = useLoaded(popup);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);

  const selected: readonly V[] = props.multiple
    ? props.value
    : props.value === undefined
      ? []
      : [props.value];
  const isSelected = (v: V) => selected.some((s) => Object.is(s, v));
  const selectedOptions = options.filter((o) => isSelected(o.value));
  const visible = filterOptions(options, filterable ? query : '');
  const activeOption = visible[active];

  const openList = () => {
    if (disabled) return;
    popup.load().catch(() => undefined);
    setOpen(true);
    setActive(
      Math.max(
        0,
        visible.findIndex((o) => isSelected(o.value)),
      ),
    );
  };
  // The last text told to `onQueryChange` (a close may run from a stale render).
  const told = useRef('');
  const changeQuery = (next: string) => {
    setQuery(next);
    if (next === told.current) return;
    told.current = next;
    props.onQueryChange?.(next);
  };
  const close = () => {
    setOpen(false);
    changeQuery('');
    setActive(-1);
  };
  const choose = (option: SelectOption<V>) => {
    if (option.disabled) return;
    if (props.multiple) {
      const next = isSelected(option.value)
        ? props.value.filter((v) => !Object.is(v, option.value))
        : options
            .filter((o) => isSelected(o.value) || Object.is(o.value, option.value))
            .map((o) => o.value);
      props.onChange(next);
      changeQuery('');
    } else {
      props.onChange(option.value);
      close();
    }
  };
  const clear = () => {
    if (props.multiple) props.onChange([]);
    else props.onChange(undefined);
    inputRef.current?.focus();
  };
  const move = (delta: number) => {
    if (visible.length === 0) return;
    let next = active;
    for (let i = 0; i < visible.length; i += 1) {
      next = (next + delta + visible.length) % visible.length;
      if (!visible[next]?.disabled) break;
    }
    setActive(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault();
        if (!open) openList();
        else move(e.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (open && activeOption) {
          e.preventDefault();
          choose(activeOption);
        } else if (!open) {
          e.preventDefault();
          openList();
        }
        break;
      case ' ':
        if (!filterable) {
          e.preventDefault();
          if (open && activeOption) choose(activeOption);
          else openList();
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      case 'Backspace':
        if (props.multiple && query === '' && props.value.length > 0) {
          props.onChange(props.value.slice(0, -1));
        }
        break;
    }
  };

  const singleLabel = !props.multiple ? (selectedOptions[0]?.label ?? '') : '';
  const placeholder = props.placeholder ?? texts.placeholder;

  const input = (
    <input
      {...control}
      ref={inputRef}
      role="combobox"
      className={styles.bare}
      style={{ minWidth: '4em' }}
      name={props.name}
      disabled={disabled}
      readOnly={!filterable}
      autoComplete="off"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      aria-haspopup="listbox"
      aria-autocomplete={filterable ? 'list' : undefined}
      aria-activedescendant={open && activeOption ? `${listId}-${active}` : undefined}
      placeholder={
        selected.length > 0 ? (open && filterable ? singleLabel : undefined) : placeholder
      }
      value={open && filterable ? query : singleLabel}
      onChange={(e) => {
        changeQuery(e.target.value);
        setActive(0);
        if (!open) {
          popup.load().catch(() => undefined);
          setOpen(true);
        }
      }}
      onKeyDown={onKeyDown}
    />
  );

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- pointer shortcut; the combobox input inside takes the keyboard */}
      <div
        ref={anchorRef}
        className={cx(styles.box, props.className)}
        data-disabled={disabled || undefined}
        data-slot="select"
        onClick={() => {
          inputRef.current?.focus();
          if (!open) openList();
        }}
      >
        {props.multiple ? (
          <span className={styles.chips}>
            {selectedOptions.map((option) => (
              <span key={String(option.value)} className={styles.chip}>
                {option.label}
                {!disabled ? (
                  <ClearButton
                    tabIndex={-1}
                    label={i18n._({
                      id: 'kit.select.remove',
                      message: 'Remove {label}',
                      values: { label: option.label },
                    })}
                    onClick={(e) => {
                      e.stopPropagation();
                      choose(option);
                    }}
                  />
                ) : null}
              </span>
            ))}
            {input}
          </span>
        ) : (
          input
        )}
        {clearable && selected.length > 0 && !disabled ? (
          <ClearButton
            label={texts.clear}
            onClick={(e) => {
              e.stopPropagation();
              clear();
            }}
          />
        ) : null}
        <span aria-hidden="true">▾</span>
      </div>
      {open && loaded ? (
        <loaded.ComboPopup anchorRef={anchorRef} onClose={close}>
          <ul
            id={listId}
            role="listbox"
            aria-multiselectable={props.multiple || undefined}
            aria-labelledby={control['aria-labelledby'] ?? field?.labelId}
            style={{ margin: 0, padding: 0, listStyle: 'none' }}
          >
            {visible.map((option, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go through the combobox (aria-activedescendant)
              <li
                key={String(option.value)}
                id={`${listId}-${index}`}
                role="option"
                className={styles.option}
                aria-selected={isSelected(option.value)}
                aria-disabled={option.disabled || undefined}
                data-active={index === active || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {option.label}
                {isSelected(option.value) ? <span aria-hidden="true">✓</span> : null}
              </li>
            ))}
          </ul>
          {visible.length === 0 ? (
            <div className={styles.empty}>{props.emptyText ?? texts.empty}</div>
          ) : null}
        </loaded.ComboPopup>
      ) : null}
    </>
  );
}

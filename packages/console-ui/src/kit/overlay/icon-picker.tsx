import { useLingui } from '@lingui/react';
import { useRef, useState, type KeyboardEvent } from 'react';

import { useControlProps, type FieldAriaProps } from '../form/field-context';
import { MenuIcon } from '../../shell/menu-icon';
import { ICON_NAMES } from './icon-names';
import * as styles from './icon-picker.css';

/** Props of {@link IconPicker}. */
export interface IconPickerProps extends FieldAriaProps {
  /** Selected icon name. */
  value: string | undefined;
  onChange: (name: string) => void;
  /** Names offered. @default ICON_NAMES (every built-in menu icon) */
  names?: readonly string[];
  /** Icons per row (arrow Up/Down move by this much). @default 6 */
  columns?: number;
  id?: string;
  className?: string;
}

/** New index after a grid navigation key, or `undefined` for other keys. */
export function gridMove(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/** Searchable grid of the built-in icons (a listbox: arrows move, Enter/Space pick). */
export function IconPicker(props: IconPickerProps) {
  const { value, onChange, names = ICON_NAMES, columns = 6 } = props;
  const { i18n } = useLingui();
  const control = useControlProps(props, true);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const refs = useRef(new Map<string, HTMLDivElement>());
  const q = query.trim().toLowerCase();
  const shown = q === '' ? names : names.filter((n) => n.toLowerCase().includes(q));
  const tabStop = [focused, value].find((n) => n !== undefined && shown.includes(n)) ?? shown[0];

  const focusAt = (i: number) => {
    const name = shown[i];
    if (name === undefined) return;
    setFocused(name);
    refs.current.get(name)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, index: number, name: string) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onChange(name);
      return;
    }
    const next = gridMove(e.key, index, shown.length, columns);
    if (next !== undefined) {
      e.preventDefault();
      focusAt(next);
    }
  };

  return (
    <div
      className={[styles.picker, props.className].filter(Boolean).join(' ')}
      data-slot="icon-picker"
    >
      <input
        type="search"
        className={styles.search}
        autoComplete="off"
        aria-label={i18n._({ id: 'kit.icon.search', message: 'Search icons' })}
        placeholder={i18n._({ id: 'kit.icon.search', message: 'Search icons' })}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            focusAt(Math.max(0, shown.indexOf(tabStop ?? '')));
          }
        }}
      />
      {shown.length === 0 ? (
        <p className={styles.empty}>
          {i18n._({ id: 'kit.icon.empty', message: 'No matching icons' })}
        </p>
      ) : null}
      <div
        {...control}
        role="listbox"
        aria-orientation="horizontal"
        className={styles.grid}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {shown.map((name, index) => (
          <div
            key={name}
            ref={(el) => {
              if (el) refs.current.set(name, el);
              else refs.current.delete(name);
            }}
            role="option"
            aria-selected={name === value}
            tabIndex={name === tabStop ? 0 : -1}
            className={styles.cell}
            title={name}
            onFocus={() => setFocused(name)}
            onClick={() => onChange(name)}
            onKeyDown={(e) => onKeyDown(e, index, name)}
          >
            <MenuIcon name={name} className={styles.icon} />
            <span className={styles.name}>{name}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

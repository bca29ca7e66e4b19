import { useLingui } from '@lingui/react';
import { createRouteSearch, type MenuItem, type RouteSearchResult } from '@wcm/console-core';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { IconButton } from '../kit/icon-button';
import * as styles from './header-search.css';

/** Props of {@link HeaderSearch}. */
export interface HeaderSearchProps {
  /** The user's menu (from `buildMenu`): only permitted, visible pages can be found. */
  menus: readonly MenuItem[];
  /** Opens an internal page. External links open in a new window instead. */
  onNavigate: (path: string) => void;
  /** Most results listed. @default 10 */
  limit?: number;
}

/**
 * Header search (spec §2): a button that opens a combobox finding menu pages by fuzzy title
 * and path. Arrow keys choose, Enter opens, Escape closes.
 */
export function HeaderSearch({ menus, onNavigate, limit = 10 }: HeaderSearchProps) {
  const { i18n } = useLingui();
  const ids = useId();
  const listId = `${ids}-list`;
  const search = useMemo(() => createRouteSearch(menus), [menus]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const results = useMemo(() => search.search(query, limit), [search, query, limit]);
  const expanded = open && results.length > 0;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    setActive(0);
    if (refocus) toggleRef.current?.focus();
  };

  const choose = (result: RouteSearchResult) => {
    close(false);
    if (result.openInNewWindow) window.open(result.path, '_blank', 'noopener,noreferrer');
    else onNavigate(result.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + count) % count);
    } else if (event.key === 'Enter') {
      const hit = results[active];
      if (!hit) return;
      event.preventDefault();
      choose(hit);
    }
  };

  const label = i18n._({ id: 'ui.search.label', message: 'Search pages' });
  return (
    <div
      className={styles.root}
      data-slot="header-search"
      onBlur={(event) => {
        // Clicking or tabbing anywhere outside the search closes it.
        if (!event.currentTarget.contains(event.relatedTarget)) close(false);
      }}
    >
      <IconButton
        ref={toggleRef}
        className={styles.toggle}
        label={label}
        aria-expanded={open}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
      {open ? (
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
          placeholder={i18n._({ id: 'ui.search.placeholder', message: 'Search' })}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      ) : null}
      {/* The listbox stays mounted while open so aria-controls always points at something. */}
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.popup}
          hidden={!expanded}
        >
          {results.map((result, index) => (
            // The options never take focus: the input's onKeyDown drives them (combobox pattern).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={result.path}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps focus in the input so the blur handler does not close first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(result)}
            >
              {[...result.trail, result.title].join(' > ')}
              {result.openInNewWindow ? (
                <span className={styles.visuallyHidden}>
                  {' '}
                  {i18n._({ id: 'ui.search.newWindow', message: '(opens in a new window)' })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open && query.trim() !== '' && results.length === 0 ? (
        <p role="status" className={styles.popup}>
          <span className={styles.empty}>
            {i18n._({ id: 'ui.search.noResults', message: 'No matching pages' })}
          </span>
        </p>
      ) : null}
    </div>
  );
}

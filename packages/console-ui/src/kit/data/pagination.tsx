import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { useMediaQuery } from '../../shell/use-media-query';
import { MOBILE_BREAKPOINT } from '../../theme/tokens';
import { ChevronIcon } from './icons';
import {
  clampPage,
  PAGE_SIZES,
  PAGER_COUNT,
  PAGER_COUNT_MOBILE,
  pageAfterSizeChange,
  pageCount,
  pagerItems,
  SCROLL_TOP_MS,
  sizeOptions,
} from './pager';
import * as styles from './pagination.css';
import { scrollParent, scrollToTop } from './scroll-to-top';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Number of rows on all pages; the pagination is not shown when it is 0 or less. */
  total: number;
  /** Current page, from 1. */
  pageNum: number;
  pageSize: number;
  /** A page or a page size was chosen. */
  onChange: (pageNum: number, pageSize: number) => void;
  /** Sizes offered; the current size is added when missing. @default PAGE_SIZES */
  pageSizes?: readonly number[];
  /** Scroll the page (or the nearest scrolling parent) to the top over 800 ms on change. @default true */
  autoScroll?: boolean;
  className?: string;
}

/**
 * Pager in RuoYi's layout: total, page sizes, previous, page buttons (7, or 5 under 992 px),
 * next and a 'Go to' field. Hidden when there is nothing to page.
 */
export function Pagination({
  total,
  pageNum,
  pageSize,
  onChange,
  pageSizes = PAGE_SIZES,
  autoScroll = true,
  className,
}: PaginationProps) {
  const { i18n } = useLingui();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const stopScroll = useRef<() => void>(() => {});
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const pages = pageCount(total, pageSize);
  const current = clampPage(pageNum, pages);
  // What the user is typing in 'Go to'; null shows the current page.
  const [draft, setDraft] = useState<string | null>(null);
  const jump = draft ?? String(current);
  useEffect(() => () => stopScroll.current(), []);

  if (total <= 0) return null;

  const change = (nextPage: number, nextSize: number) => {
    onChange(nextPage, nextSize);
    if (autoScroll) {
      stopScroll.current();
      stopScroll.current = scrollToTop(scrollParent(ref.current), SCROLL_TOP_MS);
    }
  };
  const goTo = (page: number) => {
    const target = clampPage(page, pages);
    setDraft(null);
    if (target !== current) change(target, pageSize);
  };
  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    goTo(Number(jump));
  };
  const pagerCount = narrow ? PAGER_COUNT_MOBILE : PAGER_COUNT;
  const more = pagerCount - 2;

  return (
    <nav
      ref={ref}
      className={[styles.nav, className].filter(Boolean).join(' ')}
      aria-label={i18n._({ id: 'kit.pagination.label', message: 'Pagination' })}
      data-slot="pagination"
    >
      <span>
        {i18n._({ id: 'kit.pagination.total', message: 'Total {total}', values: { total } })}
      </span>
      <label className={styles.field}>
        <span>{i18n._({ id: 'kit.pagination.pageSize', message: 'Page size' })}</span>
        <select
          className={styles.control}
          value={pageSize}
          onChange={(e) => {
            const size = Number(e.target.value);
            change(pageAfterSizeChange(current, size, total), size);
          }}
        >
          {sizeOptions(pageSizes, pageSize).map((size) => (
            <option key={size} value={size}>
              {i18n._({ id: 'kit.pagination.perPage', message: '{size}/page', values: { size } })}
            </option>
          ))}
        </select>
      </label>
      <PageButton
        disabled={current <= 1}
        label={i18n._({ id: 'kit.pagination.prev', message: 'Previous page' })}
        onClick={() => goTo(current - 1)}
      >
        <ChevronIcon direction="left" />
      </PageButton>
      <ul className={styles.list}>
        {pagerItems(current, pages, pagerCount).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <PageButton
                current={item === current}
                label={i18n._({
                  id: 'kit.pagination.page',
                  message: 'Page {page}',
                  values: { page: item },
                })}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            ) : (
              <PageButton
                label={
                  item === 'prev-more'
                    ? i18n._({
                        id: 'kit.pagination.prevMore',
                        message: 'Previous {count} pages',
                        values: { count: more },
                      })
                    : i18n._({
                        id: 'kit.pagination.nextMore',
                        message: 'Next {count} pages',
                        values: { count: more },
                      })
                }
                onClick={() => goTo(item === 'prev-more' ? current - more : current + more)}
              >
                …
              </PageButton>
            )}
          </li>
        ))}
      </ul>
      <PageButton
        disabled={current >= pages}
        label={i18n._({ id: 'kit.pagination.next', message: 'Next page' })}
        onClick={() => goTo(current + 1)}
      >
        <ChevronIcon direction="right" />
      </PageButton>
      <span className={styles.field}>
        <label htmlFor={`${id}-jump`}>
          {i18n._({ id: 'kit.pagination.goTo', message: 'Go to' })}
        </label>
        <input
          id={`${id}-jump`}
          className={`${styles.control} ${styles.jumper}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={jump}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onJumpKey}
          onBlur={() => draft !== null && goTo(Number(draft))}
        />
      </span>
    </nav>
  );
}

/** A button of the pager, named by `label`; `current` marks the page shown. */
function PageButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.page}
      disabled={props.disabled}
      aria-current={props.current ? 'page' : undefined}
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

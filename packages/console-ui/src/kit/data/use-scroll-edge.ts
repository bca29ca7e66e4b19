import { useCallback, useEffect, useRef, useState } from 'react';

/** Sizes of a horizontally scrolling box, as the table needs them. */
interface ScrollState {
  /** Content is wider than the box. */
  overflows: boolean;
  /** Some content is hidden past the right edge. */
  hiddenRight: boolean;
  clientWidth: number;
  scrollWidth: number;
}

const NONE: ScrollState = { overflows: false, hiddenRight: false, clientWidth: 0, scrollWidth: 0 };

/**
 * Follows a horizontally scrolling box (on scroll and resize) and keeps an optional second scroll
 * bar (`barRef`) in step with it both ways. The table uses it to shade its fixed column only
 * while columns are underneath, and to show a scroll bar above the rows, where it can be seen.
 */
export function useHorizontalScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ScrollState>(NONE);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next: ScrollState = {
      overflows: el.scrollWidth > el.clientWidth + 1,
      hiddenRight: Math.ceil(el.scrollLeft + el.clientWidth) < el.scrollWidth - 1,
      clientWidth: el.clientWidth,
      scrollWidth: el.scrollWidth,
    };
    setState((prev) =>
      prev.overflows === next.overflows &&
      prev.hiddenRight === next.hiddenRight &&
      prev.clientWidth === next.clientWidth &&
      prev.scrollWidth === next.scrollWidth
        ? prev
        : next,
    );
    const bar = barRef.current;
    if (bar && bar.scrollLeft !== el.scrollLeft) bar.scrollLeft = el.scrollLeft;
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    const table = el.querySelector('table');
    if (table) observer?.observe(table);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  const onBarScroll = useCallback(() => {
    const el = ref.current;
    const bar = barRef.current;
    if (el && bar && el.scrollLeft !== bar.scrollLeft) el.scrollLeft = bar.scrollLeft;
  }, []);
  return { ref, barRef, onBarScroll, ...state };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a horizontally scrolling element has content hidden past its right edge, kept up to
 * date on scroll and resize. The table uses it to shade its fixed column only while columns are
 * actually underneath it, which tells the reader there is more to scroll to.
 */
export function useHiddenRight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [hiddenRight, setHiddenRight] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setHiddenRight(Math.ceil(el.scrollLeft + el.clientWidth) < el.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    const table = el.firstElementChild;
    if (table) observer?.observe(table);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  return { ref, hiddenRight };
}

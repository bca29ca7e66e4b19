/** The nearest ancestor that scrolls vertically, or the document's scrolling element. */
export function scrollParent(el: Element | null): Element {
  for (let node = el?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return document.scrollingElement ?? document.documentElement;
}

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t);

/**
 * Scrolls `target` to the top over `duration` ms (RuoYi's scrollTo), at once when the user
 * prefers reduced motion. Returns a function that stops the animation.
 */
export function scrollToTop(target: Element, duration: number): () => void {
  const start = target.scrollTop;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (start === 0) return () => {};
  if (reduced || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    target.scrollTop = 0;
    return () => {};
  }
  let frame = 0;
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    target.scrollTop = Math.round(start * (1 - easeInOutQuad(t)));
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

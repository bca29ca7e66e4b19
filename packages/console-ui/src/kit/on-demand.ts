// Popups (Radix select, menu, popover, tooltip) that load the first time someone reaches for
// them, so a page's first paint downloads only what it shows (issue 20: a partner portal's list
// route). Until then a component draws a resting trigger with the same markup; pointing at it
// or focusing it starts the download, and the gesture that opens it (pointer down, a key, a
// click) swaps in the real component, already open. Once loaded, every later mount draws the
// real component at once.
import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** A module loaded once, on first demand. */
export interface OnDemand<T> {
  /** The module, once loaded. */
  readonly current: T | undefined;
  /** Starts (or joins) the download. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

const parts: Array<OnDemand<unknown>> = [];

/** Declares a module to load on first demand (`onDemand(() => import('./select-popup'))`). */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const part: OnDemand<T> = {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (module) => {
          current = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  parts.push(part);
  return part;
}

/**
 * Loads every popup of the kit now, e.g. when the browser is idle after the first paint, or
 * before tests that expect a popup in the same tick as the click that opens it.
 */
export async function preloadPopups(): Promise<void> {
  await Promise.all(parts.map((part) => part.load()));
}

/** How the resting trigger wakes: the gesture that opens the real one. */
export interface WakeOptions {
  /**
   * `pointerdown`: a primary mouse press or one of `keys` opens it (Radix select and menu
   * triggers); `click`: a click, which keyboards make with Enter and Space (popover triggers).
   */
  opensOn: 'pointerdown' | 'click';
  /** Keys that open it on a `pointerdown` trigger. @default Enter, Space, ArrowDown, ArrowUp */
  keys?: readonly string[];
}

/** Handlers of a resting trigger. */
export interface RestingHandlers {
  onPointerEnter(): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onClick(event: MouseEvent<HTMLElement>): void;
}

/** What {@link useOnDemand} tells the component. */
export interface OnDemandState<T> {
  /** The real component's module once it should be drawn; until then draw the resting one. */
  module: T | undefined;
  /** The real component opens at once (it was woken by the gesture that opens it). */
  open: boolean;
  /**
   * Handlers for a resting trigger (spread them on each one); `opens: false` for a plain button
   * next to the triggers (it only preloads, and wakes on keyboard focus).
   */
  resting(opens?: boolean): Partial<RestingHandlers>;
  /** Put on the element around the triggers: focus moves to the same trigger after the swap. */
  frameRef: RefObject<HTMLDivElement | null>;
}

/** The module of `part` once loaded (re-renders when it arrives); loading is up to the caller. */
export function useLoaded<T>(part: OnDemand<T>): T | undefined {
  return useSyncExternalStore(
    part.subscribe,
    () => part.current,
    () => part.current,
  );
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/**
 * A component whose popup comes from `part`: draws a resting trigger until the popup is wanted.
 * A keyboard user who tabs onto a resting trigger gets the real one as soon as it loads (with
 * its tooltip and type-ahead), focus kept; a pointer only preloads it, so a click is never cut
 * in two by the swap.
 */
export function useOnDemand<T>(part: OnDemand<T>, options: WakeOptions): OnDemandState<T> {
  const loaded = useLoaded(part);
  // 'live': drawn for real from the start (already loaded when mounted).
  const [wake, setWake] = useState<'live' | 'open' | 'focus' | undefined>(() =>
    part.current === undefined ? undefined : 'live',
  );
  const frameRef = useRef<HTMLDivElement | null>(null);
  const focusIndex = useRef(-1);
  const drawn = loaded !== undefined && wake !== undefined;

  useLayoutEffect(() => {
    if (!drawn || wake !== 'focus' || focusIndex.current < 0) return;
    const targets = frameRef.current?.querySelectorAll<HTMLElement>('button, input');
    targets?.[focusIndex.current]?.focus();
    focusIndex.current = -1;
  }, [drawn, wake]);

  const preload = () => {
    part.load().catch(() => undefined);
  };
  const open = () => {
    setWake('open');
    part.load().catch(() => setWake(undefined));
  };
  const keys = options.keys ?? OPEN_KEYS;
  const pointerType = useRef('');

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const target = event.currentTarget;
    void part.load().then(
      () => {
        // Only keyboard focus: a pressed pointer would lose its click in the swap.
        if (document.activeElement !== target || !target.matches(':focus-visible')) return;
        const targets = frameRef.current?.querySelectorAll('button, input');
        focusIndex.current = targets ? Array.prototype.indexOf.call(targets, target) : -1;
        setWake((now) => now ?? 'focus');
      },
      () => undefined,
    );
  };
  const resting = (opens = true): Partial<RestingHandlers> => {
    if (!opens) return { onPointerEnter: preload, onFocus };
    return {
      onPointerEnter: preload,
      onFocus,
      onPointerDown(event) {
        pointerType.current = event.pointerType;
        if (options.opensOn !== 'pointerdown') return;
        if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') {
          event.preventDefault();
          open();
        }
      },
      onKeyDown(event) {
        if (options.opensOn === 'pointerdown' && keys.includes(event.key)) {
          event.preventDefault();
          open();
        }
      },
      onClick() {
        // Touch and pen open on click, as Radix's triggers do; mouse presses opened already.
        if (options.opensOn === 'click' || pointerType.current !== 'mouse') open();
        pointerType.current = '';
      },
    };
  };

  return { module: drawn ? loaded : undefined, open: wake === 'open', resting, frameRef };
}

import type {
  ConfirmOptions,
  LoadingHandle,
  MessageOptions,
  NotifyOptions,
  Presenter,
} from '@wcm/console-core';
import { atom, type ReadableAtom } from 'nanostores';

/**
 * How long a message stays when the caller gives no duration (core passes 5000 ms for transport
 * errors itself).
 */
export const DEFAULT_MESSAGE_DURATION_MS = 3000;
/** How long a notification stays when the caller gives no duration. */
export const DEFAULT_NOTIFY_DURATION_MS = 4500;

/** A message on screen; `duration` 0 means it stays until dismissed. */
export interface MessageEntry extends MessageOptions {
  id: number;
  duration: number;
}
/** A notification on screen; `duration` 0 means it stays until dismissed. */
export interface NotificationEntry extends NotifyOptions {
  id: number;
  duration: number;
}
/** An open question; only the oldest one is shown. */
export interface ConfirmEntry extends ConfirmOptions {
  id: number;
}
/** A loading overlay; the newest one's text is shown. */
export interface LoadingEntry {
  id: number;
  text: string;
}

/** Everything a presenter currently shows, oldest first. */
export interface PresenterState {
  messages: readonly MessageEntry[];
  notifications: readonly NotificationEntry[];
  confirms: readonly ConfirmEntry[];
  loadings: readonly LoadingEntry[];
}

/** Options of {@link createPresenterStore}. */
export interface PresenterStoreOptions {
  /** @default DEFAULT_MESSAGE_DURATION_MS */
  messageDuration?: number;
  /** @default DEFAULT_NOTIFY_DURATION_MS */
  notifyDuration?: number;
  /** Developer warnings. @default console.warn */
  warn?: (text: string) => void;
}

/** A {@link Presenter} whose state lives in a nanostores atom that a viewport renders. */
export interface UiPresenter extends Presenter {
  readonly $state: ReadableAtom<PresenterState>;
  /** Removes a message or notification now (close button, or its timer). */
  dismiss(id: number): void;
  /** Answers one question; later answers to the same question are ignored. */
  answer(id: number, confirmed: boolean): void;
  /** Answers every open question with false, e.g. once the person has been signed out. */
  cancelConfirms(): void;
}

const EMPTY: PresenterState = { messages: [], notifications: [], confirms: [], loadings: [] };

/**
 * Creates the state and behaviour behind one presenter viewport. Each call has its own atom,
 * ids and timers, so two consoles on one page never share messages.
 */
export function createPresenterStore(options: PresenterStoreOptions = {}): UiPresenter {
  const messageDuration = options.messageDuration ?? DEFAULT_MESSAGE_DURATION_MS;
  const notifyDuration = options.notifyDuration ?? DEFAULT_NOTIFY_DURATION_MS;
  const $state = atom<PresenterState>(EMPTY);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const resolvers = new Map<number, (confirmed: boolean) => void>();
  let nextId = 1;

  const update = (change: (state: PresenterState) => Partial<PresenterState>) =>
    $state.set({ ...$state.get(), ...change($state.get()) });

  function dismiss(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    update((s) => ({
      messages: s.messages.filter((m) => m.id !== id),
      notifications: s.notifications.filter((n) => n.id !== id),
    }));
  }

  // Negative or missing durations fall back to the default; 0 keeps the entry until dismissed.
  function schedule(id: number, duration: number): void {
    if (duration > 0)
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
  }

  function answer(id: number, confirmed: boolean): void {
    const resolve = resolvers.get(id);
    if (!resolve) return;
    resolvers.delete(id);
    update((s) => ({ confirms: s.confirms.filter((c) => c.id !== id) }));
    resolve(confirmed);
  }

  return {
    $state,
    dismiss,
    answer,
    cancelConfirms() {
      for (const { id } of $state.get().confirms) answer(id, false);
    },
    message(message) {
      const id = nextId++;
      const duration = pickDuration(message.duration, messageDuration);
      update((s) => ({ messages: [...s.messages, { ...message, id, duration }] }));
      schedule(id, duration);
    },
    notify(notification) {
      const id = nextId++;
      const duration = pickDuration(notification.duration, notifyDuration);
      update((s) => ({ notifications: [...s.notifications, { ...notification, id, duration }] }));
      schedule(id, duration);
    },
    confirm(question) {
      const id = nextId++;
      return new Promise<boolean>((resolve) => {
        resolvers.set(id, resolve);
        update((s) => ({ confirms: [...s.confirms, { ...question, id }] }));
      });
    },
    loading(text): LoadingHandle {
      const id = nextId++;
      update((s) => ({ loadings: [...s.loadings, { id, text }] }));
      return {
        close() {
          update((s) => ({ loadings: s.loadings.filter((l) => l.id !== id) }));
        },
      };
    },
    warn(text) {
      (options.warn ?? console.warn)(text);
    },
  };
}

function pickDuration(given: number | undefined, fallback: number): number {
  return given !== undefined && given >= 0 ? given : fallback;
}

import type {
  ConfirmOptions,
  LoadingHandle,
  MessageOptions,
  NotifyOptions,
  Presenter,
} from './presenter';

/** One thing a {@link silentPresenter} was asked to show, in call order. */
export type PresenterCall =
  | { kind: 'message'; options: MessageOptions }
  | { kind: 'notify'; options: NotifyOptions }
  | { kind: 'confirm'; options: ConfirmOptions }
  | { kind: 'loading'; text: string; closed: boolean }
  | { kind: 'warn'; text: string };

/** Options of {@link silentPresenter}. */
export interface SilentPresenterOptions {
  /**
   * Answer to every confirmation, or a function deciding it (may stay pending, e.g. to model a
   * dialog that is still open). @default false, as if the person cancelled
   */
  confirm?: boolean | ((options: ConfirmOptions) => boolean | Promise<boolean>);
  /** Also passes developer warnings on, e.g. `console.warn`. @default none (recorded only) */
  warn?: (text: string) => void;
}

/** A {@link Presenter} that shows nothing and records what it was asked to show. */
export interface SilentPresenter extends Presenter {
  /** Everything asked so far, oldest first. */
  readonly calls: readonly PresenterCall[];
  /** Forgets the recorded calls. */
  clear(): void;
}

/**
 * A real presenter without a user interface, for headless use (scripts, SSR, tests): messages are
 * recorded, confirmations get a fixed or computed answer, loading overlays only track closing.
 */
export function silentPresenter(options: SilentPresenterOptions = {}): SilentPresenter {
  const calls: PresenterCall[] = [];
  const answer = options.confirm ?? false;
  return {
    calls,
    clear() {
      calls.length = 0;
    },
    message(message) {
      calls.push({ kind: 'message', options: message });
    },
    notify(notification) {
      calls.push({ kind: 'notify', options: notification });
    },
    confirm(question) {
      calls.push({ kind: 'confirm', options: question });
      return Promise.resolve(typeof answer === 'function' ? answer(question) : answer);
    },
    loading(text): LoadingHandle {
      const call: PresenterCall = { kind: 'loading', text, closed: false };
      calls.push(call);
      return {
        close() {
          call.closed = true;
        },
      };
    },
    warn(text) {
      calls.push({ kind: 'warn', text });
      options.warn?.(text);
    },
  };
}

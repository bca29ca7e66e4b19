/** Tone of a short message or notification; console-ui maps it to colour and icon. */
export type PresenterTone = 'success' | 'error' | 'warning' | 'info';

/** A short toast-like message (RuoYi's ElMessage). */
export interface MessageOptions {
  type: PresenterTone;
  /** Already translated text. */
  text: string;
  /** How long it stays, in milliseconds. @default the presenter's own default */
  duration?: number;
}

/** A notification in a corner of the screen (RuoYi's ElNotification). */
export interface NotifyOptions {
  type: PresenterTone;
  title?: string;
  /** Already translated text. */
  text: string;
  /** How long it stays, in milliseconds. @default the presenter's own default */
  duration?: number;
}

/** A modal question with two buttons. */
export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  /** Tone of the icon. @default 'warning' */
  type?: PresenterTone;
}

/** Handle of a full-screen loading overlay; `close` may be called more than once. */
export interface LoadingHandle {
  close(): void;
}

/**
 * How the headless core shows things to people. console-ui implements it with its kit; a partner
 * portal can pass its own to `createConsole` so messages appear in its design.
 */
export interface Presenter {
  message(options: MessageOptions): void;
  notify(options: NotifyOptions): void;
  /** Resolves true when the person confirmed, false when they cancelled or dismissed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Shows a blocking overlay with `text` until the handle is closed. */
  loading(text: string): LoadingHandle;
  /** A developer-facing warning. @default console.warn when the presenter has none */
  warn?(text: string): void;
}

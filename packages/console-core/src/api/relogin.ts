import type { I18n } from '@lingui/core';
import type { Presenter } from '../presenter/presenter';
import { reloginMessages, translate } from './messages';
import type { SessionExpiry } from './session-expiry';

/**
 * Where the console goes after the person chose to log in again (spec section 2).
 * @default '/index'
 */
export const RELOGIN_LANDING = '/index';

/** What the re-login flow needs from its console. */
export interface ReloginDeps {
  expiry: SessionExpiry;
  presenter: Presenter;
  i18n: I18n;
  /** Signs out (session store `logout`). */
  logout(): Promise<void>;
  /** Goes to a path of the console, e.g. '/index'. */
  navigate(path: string): void;
}

/**
 * The single place that reacts to an expired session (spec section 8, code 401): it tells
 * `onSessionExpired` listeners and asks the presenter to confirm, once at a time. While the
 * question is open, further 401 answers stay silent. Confirming signs out and goes to `/index`;
 * cancelling ends the episode, so the next 401 asks again. Returns the function that reports
 * an expired session.
 */
export function createRelogin(deps: ReloginDeps): () => void {
  const { expiry, presenter, i18n } = deps;

  async function ask(): Promise<void> {
    let confirmed = false;
    try {
      confirmed = await presenter.confirm({
        title: translate(i18n, reloginMessages.title),
        text: translate(i18n, reloginMessages.text),
        confirmText: translate(i18n, reloginMessages.confirm),
        cancelText: translate(i18n, reloginMessages.cancel),
        type: 'warning',
      });
    } catch {
      // A presenter that fails to ask counts as cancelled; the next 401 asks again.
    }
    if (!confirmed) {
      expiry.reset();
      return;
    }
    try {
      await deps.logout();
    } catch {
      // The person asked to sign in again: leave for the sign-in page even if logout failed.
    }
    expiry.reset();
    deps.navigate(RELOGIN_LANDING);
  }

  return () => {
    if (expiry.pending) return;
    expiry.notify();
    void ask();
  };
}

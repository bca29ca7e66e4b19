import type { Presenter } from '@wcm/console-core';

/** Where the guard reports why it had to sign the user out (user info failed to load). */
export interface Notice {
  set(message: string | undefined): void;
}

/**
 * Shows the guard's reason as an error message through the console's presenter, as RuoYi does
 * with `ElMessage.error`; the message outlives the redirect to the sign-in page.
 */
export function createNotice(presenter: Presenter): Notice {
  return {
    set(message) {
      if (message) presenter.message({ type: 'error', text: message });
    },
  };
}

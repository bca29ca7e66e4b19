import type { ConfirmOptions, MessageOptions, NotifyOptions } from '@wcm/console-core';
import { useEffect, useState } from 'react';

import { createPresenterStore, type UiPresenter } from './presenter-store';
import { PresenterViewport } from './presenter-viewport';

/** Props of {@link PresenterDemo}: what to ask its own presenter to show on mount. */
export interface PresenterDemoProps {
  messages?: MessageOptions[];
  notifications?: NotifyOptions[];
  question?: ConfirmOptions;
  /** Receives the answer to `question`. */
  onAnswer?: (confirmed: boolean) => void;
  loadingText?: string;
  /** Hands out the presenter, e.g. to close the overlay in a test. */
  onReady?: (presenter: UiPresenter) => void;
}

/** Stories and tests: a viewport with its own presenter, fed from props once on mount. */
export function PresenterDemo(props: PresenterDemoProps) {
  const [presenter] = useState(() => createPresenterStore());
  useEffect(() => {
    props.messages?.forEach((m) => presenter.message(m));
    props.notifications?.forEach((n) => presenter.notify(n));
    if (props.question) void presenter.confirm(props.question).then(props.onAnswer);
    const overlay = props.loadingText === undefined ? null : presenter.loading(props.loadingText);
    props.onReady?.(presenter);
    return () => {
      // Undo the mount so a remount (Strict Mode, story reload) does not show everything twice.
      overlay?.close();
      presenter.cancelConfirms();
      const { messages, notifications } = presenter.$state.get();
      for (const entry of [...messages, ...notifications]) presenter.dismiss(entry.id);
    };
    // Fed once per mount on purpose: the props describe the initial state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presenter]);
  return <PresenterViewport presenter={presenter} />;
}

import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';

import { usePortalClassName } from '../root/console-root';
import { LoadingOverlay } from './loading-overlay';
import type { UiPresenter } from './presenter-store';
import { MessageStack, NotificationStack } from './toast-stacks';

// Radix Dialog is only downloaded when a question is first asked, which keeps it out of the
// sign-in page's JavaScript budget.
const ConfirmDialog = lazy(() =>
  import('../kit/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Props of {@link PresenterViewport}. */
export interface PresenterViewportProps {
  /** The presenter whose messages, notifications, questions and overlays to show. */
  presenter: UiPresenter;
}

/**
 * Shows what a {@link UiPresenter} holds: messages (top centre), notifications (top right), the
 * oldest open question in the confirm dialog, and the newest loading overlay. Render it once,
 * inside the `ConsoleRoot` of the console it belongs to.
 */
export function PresenterViewport({ presenter }: PresenterViewportProps) {
  const state = useStore(presenter.$state);
  const portalClass = usePortalClassName();
  const question = state.confirms[0];
  const loading = state.loadings[state.loadings.length - 1];
  return (
    <div className={portalClass} data-slot="presenter-viewport">
      <MessageStack messages={state.messages} onDismiss={presenter.dismiss} />
      <NotificationStack notifications={state.notifications} onDismiss={presenter.dismiss} />
      <LoadingOverlay text={loading?.text} />
      {question ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            // A new question gets a fresh dialog (focus moves to it again).
            key={question.id}
            open
            onOpenChange={(open) => {
              if (!open) presenter.answer(question.id, false);
            }}
            title={question.title}
            message={question.text}
            confirmLabel={question.confirmText}
            cancelLabel={question.cancelText}
            onConfirm={() => presenter.answer(question.id, true)}
            onCancel={() => presenter.answer(question.id, false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useLingui } from '@lingui/react';
import type { PresenterTone } from '@wcm/console-core';
import type { ReactNode } from 'react';

import type { MessageEntry, NotificationEntry } from './presenter-store';
import * as styles from './toast.css';

// Glyphs only decorate: the text says what happened and the region's politeness says how urgent.
const GLYPHS: Record<PresenterTone, string> = { success: '✓', warning: '!', error: '×', info: 'i' };

function ToneIcon({ tone }: { tone: PresenterTone }) {
  return (
    <span className={styles.icon({ tone })} aria-hidden="true">
      {GLYPHS[tone]}
    </span>
  );
}

// A message or notification card: coloured by its tone, the tone's glyph, then its content.
function ToastCard(props: {
  kind: 'message' | 'notification';
  tone: PresenterTone;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.card({ kind: props.kind, tone: props.tone })}
      data-slot={`presenter-${props.kind}`}
      data-tone={props.tone}
    >
      <ToneIcon tone={props.tone} />
      {props.children}
    </div>
  );
}

function CloseButton({ onClick }: { onClick: () => void }) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className={styles.close}
      onClick={onClick}
      aria-label={i18n._({ id: 'ui.presenter.close', message: 'Close' })}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * Two live regions that always exist (screen readers only announce changes to regions already in
 * the page): errors go to the assertive one, everything else to the polite one.
 */
function LiveRegions<T extends { id: number; type: PresenterTone }>(props: {
  entries: readonly T[];
  render: (entry: T) => ReactNode;
}) {
  const polite = props.entries.filter((e) => e.type !== 'error');
  const urgent = props.entries.filter((e) => e.type === 'error');
  return (
    <>
      <div className={styles.region} aria-live="polite" aria-atomic="false">
        {polite.map(props.render)}
      </div>
      <div className={styles.region} aria-live="assertive" aria-atomic="false">
        {urgent.map(props.render)}
      </div>
    </>
  );
}

/** Short messages at the top centre; ones that never expire get a close button. */
export function MessageStack(props: {
  messages: readonly MessageEntry[];
  onDismiss: (id: number) => void;
}) {
  return (
    <div className={styles.messageStack} data-slot="presenter-messages">
      <LiveRegions
        entries={props.messages}
        render={(m) => (
          <ToastCard key={m.id} kind="message" tone={m.type}>
            <div className={styles.body}>{m.text}</div>
            {m.duration === 0 ? <CloseButton onClick={() => props.onDismiss(m.id)} /> : null}
          </ToastCard>
        )}
      />
    </div>
  );
}

/** Notification cards at the top right, each with a title, text and a close button. */
export function NotificationStack(props: {
  notifications: readonly NotificationEntry[];
  onDismiss: (id: number) => void;
}) {
  return (
    <div className={styles.notificationStack} data-slot="presenter-notifications">
      <LiveRegions
        entries={props.notifications}
        render={(n) => (
          <ToastCard key={n.id} kind="notification" tone={n.type}>
            <div className={styles.body}>
              {n.title ? <div className={styles.title}>{n.title}</div> : null}
              <div>{n.text}</div>
            </div>
            <CloseButton onClick={() => props.onDismiss(n.id)} />
          </ToastCard>
        )}
      />
    </div>
  );
}

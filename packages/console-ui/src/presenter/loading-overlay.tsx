import * as styles from './loading-overlay.css';

/**
 * Blocking overlay over the whole window while `text` is set. The status region stays in the page
 * when idle (empty, unstyled) because screen readers only announce changes to regions that
 * already exist. It is deliberately not `aria-busy`: a busy live region is muted until it is
 * done, which would swallow the very text it shows.
 */
export function LoadingOverlay({ text }: { text: string | undefined }) {
  const active = text !== undefined;
  return (
    <div
      className={active ? styles.overlay : styles.idle}
      role="status"
      aria-live="polite"
      data-slot="presenter-loading"
      data-state={active ? 'open' : 'closed'}
    >
      {active ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{text}</span>
        </>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';

/** Props of {@link FieldNotes}. */
export interface FieldNotesProps {
  /** Help text, shown when set. */
  hint?: ReactNode;
  /** Error text, shown when set. */
  error?: ReactNode;
  /** Ids the control's `aria-describedby` names. */
  hintId?: string;
  errorId?: string;
  /** The field's classes of the two lines. */
  styles: { hint: string; error: string };
}

/** The hint and error lines under a field, with the ids its control is described by. */
export function FieldNotes({ hint, error, hintId, errorId, styles }: FieldNotesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

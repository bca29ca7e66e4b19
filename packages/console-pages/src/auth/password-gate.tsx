import { lazy, Suspense } from 'react';
import { useSession } from '@wcm/console-ui';

// Only downloaded when a session actually has to change its password.
const PasswordChangeDialog = lazy(() =>
  import('./password-change-dialog').then((m) => ({ default: m.PasswordChangeDialog })),
);

/** Props of {@link PasswordChangeGate}. */
export interface PasswordChangeGateProps {
  /** Signs out and leaves (the dialog's other way out). */
  onSignOut(): void;
}

/**
 * Put once inside the signed-in console: while the session must choose a new password
 * (`passwordPrompt`, from `/getInfo`), a blocking dialog covers the console; once the new password
 * is saved it goes away and the console is usable, without signing in again.
 */
export function PasswordChangeGate({ onSignOut }: PasswordChangeGateProps) {
  const { passwordPrompt } = useSession();
  if (!passwordPrompt) return null;
  return (
    <Suspense fallback={null}>
      <PasswordChangeDialog prompt={passwordPrompt} onSignOut={onSignOut} />
    </Suspense>
  );
}

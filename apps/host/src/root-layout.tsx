import { Alert, ConsoleRoot, ProgressBar, useConsole, useSession } from '@wcm/console-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { Notice } from './notice';
import { useNotice } from './notice';
import { useGuard } from './use-guard';

// Radix dialog code is only needed once a session expires; keep it out of the sign-in bundle.
const SessionExpired = lazy(() =>
  import('./session-expired').then((m) => ({ default: m.SessionExpired })),
);

const noticeStyle = {
  position: 'fixed',
  top: 8,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 10,
} as const;

/**
 * Top of every page: theme root, the guard, navigation progress (lazy pages suspend into the
 * progress bar), the guard's notice and the session-expired prompt.
 */
export function RootLayout({ notice }: { notice: Notice }) {
  const wcm = useConsole();
  const { loaded } = useSession();
  const decision = useGuard(notice);
  const message = useNotice(notice);
  // The token the expiry was reported for: a later sign-in (new token) must not inherit it.
  const [expiredToken, setExpiredToken] = useState<string>();

  // Read on every render; the session subscription above re-renders on sign-in and sign-out.
  const token = wcm.tokenSource.get();
  // When the guard has already signed the user out (user info failed with 401), the token is
  // gone and the prompt would only cover the sign-in page; the guard's notice explains instead.
  const expired = expiredToken !== undefined && expiredToken === token;

  useEffect(() => wcm.onSessionExpired(() => setExpiredToken(wcm.tokenSource.get())), [wcm]);
  // The notice explains a forced sign-out; it is stale once someone is signed in again.
  useEffect(() => {
    if (loaded) notice.set(undefined);
  }, [loaded, notice]);

  let content;
  if (decision.kind === 'redirect') content = <Navigate to={decision.to} replace />;
  else if (decision.kind === 'load') content = <ProgressBar active />;
  else
    content = (
      <Suspense fallback={<ProgressBar active />}>
        <Outlet />
      </Suspense>
    );

  return (
    <ConsoleRoot>
      {message ? (
        <Alert tone="error" style={noticeStyle}>
          {message}
        </Alert>
      ) : null}
      {content}
      {expired ? (
        <Suspense fallback={null}>
          <SessionExpired onClose={() => setExpiredToken(undefined)} />
        </Suspense>
      ) : null}
    </ConsoleRoot>
  );
}

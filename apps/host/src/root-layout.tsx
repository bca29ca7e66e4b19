import { ProgressBar } from '@wcm/console-ui';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { HostRegistry } from './host-registry';
import type { Notice } from './notice';
import { useGuard } from './use-guard';

/**
 * Top of every page: the guard and navigation progress (lazy pages suspend into the progress
 * bar). The theme root, messages and the re-login question live above the router, in main.tsx.
 */
export function RootLayout({ notice, registry }: { notice: Notice; registry: HostRegistry }) {
  const decision = useGuard(notice, registry);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load') return <ProgressBar active />;
  return (
    <Suspense fallback={<ProgressBar active />}>
      <Outlet />
    </Suspense>
  );
}

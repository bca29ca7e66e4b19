import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginPage } from './login-page';

/** {@link LoginPage} bound to react-router: reads `?redirect=` and navigates once signed in. */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSignedIn = useCallback((to: string) => navigate(to, { replace: true }), [navigate]);
  return (
    <LoginPage redirect={params.get('redirect') ?? undefined} onSignedIn={onSignedIn} fullPage />
  );
}

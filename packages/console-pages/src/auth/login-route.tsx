import { useCallback, useMemo } from 'react';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginPage } from './login-page';

/** Router state the register page leaves for the sign-in page. */
export interface LoginRouteState {
  /** Success note to show, e.g. "Account x registered". */
  notice?: string;
  /** Account to prefill. */
  username?: string;
}

function readState(state: unknown): LoginRouteState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, username } = state as Record<string, unknown>;
  return {
    ...(typeof notice === 'string' ? { notice } : {}),
    ...(typeof username === 'string' ? { username } : {}),
  };
}

/** {@link LoginPage} bound to react-router: reads `?redirect=` and navigates once signed in. */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const registerHref = useHref('/register');
  const onSignedIn = useCallback((to: string) => navigate(to, { replace: true }), [navigate]);
  const register = useMemo(
    () => ({ href: registerHref, onOpen: () => void navigate('/register') }),
    [registerHref, navigate],
  );
  const state = readState(location.state);
  return (
    <LoginPage
      redirect={params.get('redirect') ?? undefined}
      onSignedIn={onSignedIn}
      register={register}
      fullPage
      {...(state.notice ? { notice: state.notice } : {})}
      {...(state.username ? { initialUsername: state.username } : {})}
    />
  );
}

import { ListStateProvider, loadPagesMessages } from '@wcm/console-pages';
import { ConsoleProvider, ConsoleRoot, useConsole, useSession } from '@wcm/console-ui';
import { lazy, Suspense, useEffect } from 'react';
import {
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { LANDING } from './areas';
import { registry, Viewport, wcm } from './wcm';

// The sign-in page loads when shown: a signed-in partner's routes do not carry it.
const LoginPage = lazy(() => import('@wcm/console-pages/sign-in'));

/** Purple: the portal's brand colour, as the WCM theme colour. */
const THEME_COLOR = '#8e24aa';

/**
 * Everything of the portal that WCM draws: sign-in and the embedded areas' pages. The lists keep
 * their state under `wcm.` in the URL, next to the portal's own query parameters.
 */
export function WcmArea() {
  return (
    <ConsoleProvider console={wcm} catalogues={[loadPagesMessages]} languageChange="switch">
      <ConsoleRoot themeColor={THEME_COLOR} className="portal-wcm">
        <ListStateProvider prefix="wcm">
          <Routes>
            <Route path="/sign-in" element={<SignIn />} />
            <Route element={<RequireSession />}>
              {registry.places.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Route>
            <Route path="*" element={<p>This page does not exist.</p>} />
          </Routes>
        </ListStateProvider>
        <Viewport />
      </ConsoleRoot>
    </ConsoleProvider>
  );
}

function SignIn() {
  const session = useConsole().session;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <LoginPage
        productName="Partner sign-in"
        redirect={redirect ?? undefined}
        onSignedIn={(to) => {
          // The pages need the user's permissions: load them before showing any.
          void session
            .loadUserInfo()
            .then(() => navigate(redirect ? to : LANDING, { replace: true }));
        }}
      />
    </Suspense>
  );
}

/** Signed-in routes: sign in first, and load the user's permissions once per session. */
function RequireSession() {
  const { session } = useConsole();
  const { token, loaded } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (token && !loaded) session.loadUserInfo().catch(() => session.forceLogout());
  }, [session, token, loaded]);
  if (!token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?redirect=${redirect}`} replace />;
  }
  if (!loaded) return <p role="status">Loading…</p>;
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Outlet />
    </Suspense>
  );
}

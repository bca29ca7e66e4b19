/** Paths a visitor may open without a session (spec section 2, public routes). */
export const WHITE_LIST: readonly string[] = Object.freeze(['/login', '/register']);

/** Path prefixes open without a session: a link's own token is the credential (invitations). */
export const PUBLIC_PREFIXES: readonly string[] = Object.freeze(['/invitation/']);

/** Whether `path` may be opened without a session. */
export const isPublicPath = (path: string): boolean =>
  WHITE_LIST.includes(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The sign-in path the guard sends visitors to. */
export const LOGIN_PATH = '/login';

/** What the guard needs to know about the navigation target and the session. */
export interface GuardInput {
  /** Target path without query or hash, e.g. '/system/user'. */
  path: string;
  /** Target path with query and hash, kept in the redirect parameter. */
  fullPath: string;
  hasToken: boolean;
  /** Whether user info and routes have been loaded for the current token. */
  loaded: boolean;
}

/**
 * Outcome of {@link decideNavigation}: go on, go elsewhere, or load the session first
 * (the caller loads user info and routes, then re-enters the same target).
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load' };

/** Builds '/login?redirect=...' keeping the full original path (spec section 2, access rules). */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * The navigation guard of spec sections 2 and 4 as a pure function:
 * no token -> white-listed paths pass, anything else goes to sign-in with a redirect;
 * token on /login -> '/'; token on another white-listed path -> pass;
 * token but session not loaded -> load; otherwise pass.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { path, fullPath, hasToken, loaded } = input;
  if (!hasToken) {
    return isPublicPath(path)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: loginRedirect(fullPath) };
  }
  if (path === LOGIN_PATH) return { kind: 'redirect', to: '/' };
  // Same order as RuoYi: the register page stays reachable even before user info loads.
  if (isPublicPath(path)) return { kind: 'allow' };
  return loaded ? { kind: 'allow' } : { kind: 'load' };
}

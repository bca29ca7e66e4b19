/** A parameter value made of digits only ('42'; not '', '4a' or '-1'). */
export const DIGITS_ONLY = /^\d+$/;

/** True when a route parameter is digits only (spec §2: `:userId` digits only). */
export function matchesDigitsOnly(value: string): boolean {
  return DIGITS_ONLY.test(value);
}

/** A route path with `:name` parameters and optional constraints on them. */
export interface RoutePattern {
  /** Full path pattern with `:name` parameters, e.g. '/system/user-auth/role/:userId'. */
  path: string;
  /** Constraints on parameters; a parameter without one accepts any non-empty segment. */
  params?: Readonly<Record<string, RegExp>>;
}

/**
 * Matches a concrete path against a route pattern: the parameters when every segment matches
 * and every constrained parameter passes, else undefined. Parameters are URI-decoded.
 */
export function matchRoutePattern(
  routeDef: RoutePattern,
  pathname: string,
): Record<string, string> | undefined {
  const want = routeDef.path.split('/').filter(Boolean);
  const got = pathname
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = got[i] ?? '';
    if (!segment.startsWith(':')) {
      if (segment !== actual) return undefined;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(actual);
    } catch {
      return undefined;
    }
    const name = segment.slice(1);
    if (routeDef.params?.[name] && !routeDef.params[name].test(value)) return undefined;
    params[name] = value;
  }
  return params;
}

/**
 * The pattern in the `:name(regex)` notation of path-to-regexp style routers
 * ('/system/user-auth/role/:userId(\\d+)'), for hosts whose router supports it.
 */
export function routePatternWithConstraints(routeDef: RoutePattern): string {
  return routeDef.path.replace(/:(\w+)/g, (whole, name: string) => {
    const constraint = routeDef.params?.[name];
    return constraint ? `${whole}(${constraint.source.replace(/^\^|\$$/g, '')})` : whole;
  });
}

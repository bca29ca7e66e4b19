import { hasPermiAnd, hasPermiOr, hasRoleAnd, hasRoleOr } from '@wcm/console-core';

import { useSession } from '../../console/use-session';

/** Permission checks against the signed-in session; see {@link useCan}. */
export interface CanChecks {
  /** Holds any of `list` (or `*:*:*`). Throws on an empty list. */
  hasPermi: (list: readonly string[]) => boolean;
  /** Has any of the roles in `list` (or `admin`). Throws on an empty list. */
  hasRole: (list: readonly string[]) => boolean;
  /** Holds all of `list` (or `*:*:*`). Throws on an empty list. */
  hasPermiAll: (list: readonly string[]) => boolean;
  /** Has all of the roles in `list` (or `admin`). Throws on an empty list. */
  hasRoleAll: (list: readonly string[]) => boolean;
}

/** Permission and role checks (console-core's any-of/all-of rules) for the current session. */
export function useCan(): CanChecks {
  const { permissions, roles } = useSession();
  return {
    hasPermi: (list) => hasPermiOr(permissions, list),
    hasRole: (list) => hasRoleOr(roles, list),
    hasPermiAll: (list) => hasPermiAnd(permissions, list),
    hasRoleAll: (list) => hasRoleAnd(roles, list),
  };
}

import type { ReactNode } from 'react';

import { useCan } from './use-can';

/** Props of {@link Can}; give `permissions`, `roles` or both (then both must pass). */
export interface CanProps {
  /** Shown when the session holds any of these (RuoYi `v-hasPermi`). Must not be empty. */
  permissions?: readonly string[];
  /** Shown when the session has any of these roles (RuoYi `v-hasRole`). Must not be empty. */
  roles?: readonly string[];
  /** Require every listed permission/role instead of any. @default false */
  all?: boolean;
  /** Rendered instead of the children when the check fails. @default nothing */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only when the session passes the permission/role check (spec section 6).
 * An empty or missing list is a programming error and throws (spec section 5).
 */
export function Can({ permissions, roles, all = false, fallback = null, children }: CanProps) {
  const can = useCan();
  if (permissions === undefined && roles === undefined) {
    throw new Error(
      "<Can> needs permissions or roles, e.g. <Can permissions={['system:user:add']}>",
    );
  }
  const permitted =
    (permissions === undefined ||
      (all ? can.hasPermiAll(permissions) : can.hasPermi(permissions))) &&
    (roles === undefined || (all ? can.hasRoleAll(roles) : can.hasRole(roles)));
  return <>{permitted ? children : fallback}</>;
}

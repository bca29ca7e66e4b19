import type { FastifyRequest } from 'fastify';
import { isSuperAdmin } from '../user-service';
import { operatorOf, scopeOfRequest } from './context';
import { deny } from './errors';
import { assertRolesWithinReach } from './reach';
import { assertRolesGrantable, checkRolesInScope } from './roles';
import { roleIdsOfUser } from './user-queries';

/** The user whose roles change: undefined `userId` for a user being created. */
export interface GrantTarget {
  userId?: number | undefined;
  /** The department the user will sit in after the change. */
  deptId: number | null;
  /** Whether the change also moves the user to `deptId`. */
  deptChanged?: boolean;
}

/**
 * Refuses role changes a non-admin operator may not make: changing their own roles, adding
 * roles outside their data scope, roles with permissions they lack (checklist Z1), or roles that
 * would let the user reach departments the operator cannot (issue 19). When the user also moves,
 * every role they will hold is checked from the new department.
 */
export async function checkRoleGrant(
  request: FastifyRequest,
  target: GrantTarget,
  next: readonly number[],
): Promise<void> {
  const { db } = request.server;
  const operator = await operatorOf(request);
  if (isSuperAdmin(operator.userId)) return;
  const current = target.userId === undefined ? [] : await roleIdsOfUser(db, target.userId);
  const added = [...new Set(next)].filter((id) => !current.includes(id));
  const changed = added.length > 0 || current.some((id) => !next.includes(id));
  if (changed && target.userId === operator.userId) deny('org.role.ownRoles');
  const scope = await scopeOfRequest(request);
  await checkRolesInScope(db, scope, added);
  await assertRolesGrantable(db, operator.userId, added, scope);
  await assertRolesWithinReach(request, target.deptChanged ? next : added, target.deptId);
}

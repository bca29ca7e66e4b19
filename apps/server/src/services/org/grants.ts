import type { FastifyRequest } from 'fastify';
import { isSuperAdmin } from '../user-service';
import { operatorOf, scopeOfRequest } from './context';
import { deny } from './errors';
import { assertRolesGrantable, checkRolesInScope } from './roles';
import { roleIdsOfUser } from './user-queries';

/**
 * Refuses role changes a non-admin operator may not make: changing their own roles, adding
 * roles outside their data scope, or adding roles with permissions they lack (checklist Z1).
 * `targetId` is undefined for a user being created.
 */
export async function checkRoleGrant(
  request: FastifyRequest,
  targetId: number | undefined,
  next: readonly number[],
): Promise<void> {
  const { db } = request.server;
  const operator = await operatorOf(request);
  if (isSuperAdmin(operator.userId)) return;
  const current = targetId === undefined ? [] : await roleIdsOfUser(db, targetId);
  const added = [...new Set(next)].filter((id) => !current.includes(id));
  const changed = added.length > 0 || current.some((id) => !next.includes(id));
  if (changed && targetId === operator.userId) deny('org.role.ownRoles');
  const scope = await scopeOfRequest(request);
  await checkRolesInScope(db, scope, added);
  await assertRolesGrantable(db, operator.userId, added, scope);
}

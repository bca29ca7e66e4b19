import type { FastifyRequest } from 'fastify';
import { findUserById, isSuperAdmin } from '../user-service';
import { type DataScope, dataScopeOf, type Operator } from './data-scope';

/** The signed-in operator, with the department read fresh from the database. */
export async function operatorOf(request: FastifyRequest): Promise<Operator> {
  const userId = request.session?.userId ?? 0;
  const user = await findUserById(request.server.db, userId);
  return { userId, deptId: user?.deptId ?? null };
}

/** The permission string guarding the current route, if it declares one. */
export function routePermission(request: FastifyRequest): string | undefined {
  const auth = request.routeOptions.config.auth;
  return typeof auth === 'object' && 'permission' in auth ? auth.permission : undefined;
}

/** The operator's data scope for the current route (RuoYi uses the guarding permission). */
export async function scopeOfRequest(request: FastifyRequest): Promise<DataScope> {
  const operator = await operatorOf(request);
  if (isSuperAdmin(operator.userId)) return { all: true };
  return dataScopeOf(request.server.db, operator, routePermission(request));
}

/** The operator's user name, for create_by / update_by. */
export const operatorName = (request: FastifyRequest): string => request.session?.userName ?? '';

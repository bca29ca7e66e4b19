import type { FastifyRequest } from 'fastify';
import { isSuperAdmin } from '../user-service';
import { type DataScope, type Operator, scopeFrom } from './data-scope';

/** The signed-in operator, with the department as currently stored (through the access cache). */
export async function operatorOf(request: FastifyRequest): Promise<Operator> {
  const userId = request.session?.userId ?? 0;
  const access = await request.server.access.of(userId);
  return { userId, deptId: access?.user.deptId ?? null };
}

/** The permission string guarding the current route, if it declares one. */
export function routePermission(request: FastifyRequest): string | undefined {
  const auth = request.routeOptions.config.auth;
  return typeof auth === 'object' && 'permission' in auth ? auth.permission : undefined;
}

/** The operator's data scope for the current route (RuoYi uses the guarding permission). */
export async function scopeOfRequest(request: FastifyRequest): Promise<DataScope> {
  const userId = request.session?.userId ?? 0;
  if (isSuperAdmin(userId)) return { all: true };
  const access = await request.server.access.of(userId);
  const operator = { userId, deptId: access?.user.deptId ?? null };
  return scopeFrom(access?.scopeRoles ?? [], operator, routePermission(request));
}

/** The operator's user name, for create_by / update_by. */
export const operatorName = (request: FastifyRequest): string => request.session?.userName ?? '';

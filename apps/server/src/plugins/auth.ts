import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tr } from '../i18n/messages';
import {
  createSessionStore,
  type Session,
  type SessionLimits,
  type SessionStore,
  tokenFromCookie,
  tokenFromHeader,
} from './sessions';

/** What a route requires; every route must declare one (see the route manifest test). */
export type AuthRequirement =
  'anonymous' | 'authenticated' | { permission: string } | { role: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /**
     * Read-only documents shown in a frame (RuoYi's swagger page) cannot send the Authorization
     * header: these routes also take the session token from the `Admin-Token` cookie RuoYi
     * clients (and ours) keep it in.
     */
    cookieToken?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    session: Session | undefined;
  }
}

/** RuoYi hasPermi: `*:*:*` grants everything, otherwise an exact (trimmed) match. */
export function hasPermission(perms: readonly string[], required: string): boolean {
  const wanted = required.trim();
  return perms.some((p) => p === '*:*:*' || p.trim() === wanted);
}

export function hasRole(roles: readonly string[], required: string): boolean {
  return roles.some((r) => r === 'admin' || r.trim() === required.trim());
}

export interface AuthPluginOptions {
  now: () => number;
  apiPrefix: string;
  sessionLimits?: SessionLimits | undefined;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorate('sessions', createSessionStore(app.kv, options.now, options.sessionLimits));
    app.decorateRequest('session', undefined);

    const deny = (request: FastifyRequest, reply: FastifyReply, code: 401 | 403) => {
      const url = request.url.split('?')[0] ?? '';
      const path = url.startsWith(options.apiPrefix)
        ? url.slice(options.apiPrefix.length) || '/'
        : url;
      const msg =
        code === 401 ? tr(request, 'auth.unauthorized', path) : tr(request, 'auth.forbidden');
      // RuoYi sends auth failures with HTTP 200 and the status in the body.
      return reply.code(200).send({ code, msg });
    };

    app.addHook('onRequest', async (request, reply) => {
      if (request.is404) return;
      const auth = request.routeOptions.config.auth;
      if (auth === undefined) {
        // Fail closed: a route without a declaration is never served.
        request.log.error({ url: request.routeOptions.url }, 'route has no auth declaration');
        return deny(request, reply, 403);
      }
      if (auth === 'anonymous') return;
      const token =
        tokenFromHeader(request.headers.authorization) ??
        (request.routeOptions.config.cookieToken
          ? tokenFromCookie(request.headers.cookie)
          : undefined);
      const session = token ? await app.sessions.resolve(token) : undefined;
      if (!session) return deny(request, reply, 401);
      request.session = session;
      if (typeof auth === 'object') {
        // Cached per user until a write to the tables it comes from (plugins/access-cache.ts).
        const access = await app.access.of(session.userId);
        const allowed =
          'permission' in auth
            ? hasPermission(access?.permissions ?? [], auth.permission)
            : hasRole(access?.roleKeys ?? [], auth.role);
        if (!allowed) return deny(request, reply, 403);
      }
    });
  },
  { name: 'auth', dependencies: ['kv', 'db', 'access-cache'] },
);

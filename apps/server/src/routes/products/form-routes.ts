import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { RouteGroup } from '../../resources';
import { operator, success } from './reply';

/** What a products service does for one record form: read one, add, edit (as the operator). */
export interface FormService<B> {
  get(db: Db, id: number): Promise<unknown>;
  add(db: Db, body: B, userName: string): Promise<unknown>;
  edit(db: Db, body: B, userName: string): Promise<unknown>;
}

/**
 * `GET /{id}` (`query`), `POST` (`add`, INSERT) and `PUT` (`edit`, UPDATE) of an area whose
 * service does the work; the service's answer is the `data` of the reply.
 */
export function formRoutes<B>(
  app: FastifyInstance,
  routes: ReturnType<RouteGroup['on']>,
  idParam: string,
  service: FormService<B>,
) {
  routes.get<{ Params: Record<string, number> }>(`/{${idParam}}`, 'query', async (request) =>
    success(request, await service.get(app.db, Number(request.params[idParam]))),
  );

  routes.post<{ Body: B }>('', { auth: 'add', log: 'INSERT' }, async (request) =>
    success(request, await service.add(app.db, request.body as B, operator(request))),
  );

  routes.put<{ Body: B }>('', { auth: 'edit', log: 'UPDATE' }, async (request) =>
    success(request, await service.edit(app.db, request.body as B, operator(request))),
  );
}

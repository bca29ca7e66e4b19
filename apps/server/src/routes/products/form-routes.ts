import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { tr } from '../../i18n/messages';
import { tableData } from '../../lib/paging';
import type { RouteGroup } from '../../resources';
import { operatorName } from '../../services/org/context';
import { idsOf } from '../../services/products/products';
import { success } from './reply';

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
    success(request, await service.add(app.db, request.body as B, operatorName(request))),
  );

  routes.put<{ Body: B }>('', { auth: 'edit', log: 'UPDATE' }, async (request) =>
    success(request, await service.edit(app.db, request.body as B, operatorName(request))),
  );
}

/** A record area whose service also lists a page of rows and deletes a batch of ids. */
export interface RecordService<Q, B> extends FormService<B> {
  list(db: Db, query: Q): Promise<{ rows: unknown[]; total: number }>;
  remove(db: Db, ids: number[]): Promise<unknown>;
}

/**
 * `GET /list` (a page: `{code,msg,rows,total}`), the {@link formRoutes}, and `DELETE /{ids}`
 * (`remove`, comma-separated ids) of an area whose service does the work.
 */
export function recordRoutes<Q, B>(
  app: FastifyInstance,
  routes: ReturnType<RouteGroup['on']>,
  idParam: string,
  service: RecordService<Q, B>,
) {
  routes.get<{ Querystring: Q }>('/list', 'list', async (request) => {
    const { rows, total } = await service.list(app.db, request.query as Q);
    return tableData(rows, total, tr(request, 'success'));
  });

  formRoutes(app, routes, idParam, service);

  routes.delete<{ Params: Record<string, string> }>(
    `/{${idParam}}`,
    { auth: 'remove', log: 'DELETE' },
    async (request) => {
      await service.remove(app.db, idsOf(String(request.params[idParam])));
      return success(request);
    },
  );
}

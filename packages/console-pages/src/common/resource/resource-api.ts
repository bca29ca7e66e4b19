import type { WcmConsole } from '@wcm/console-core';
import type { ListPage } from '../list';
import { exportFilters, exportName, idList } from '../wire';

interface LooseInit {
  params?: { query?: Record<string, string | number> };
  body?: unknown;
}
type LooseCall = (path: string, init?: LooseInit) => Promise<never>;
/** The console's typed client seen with plain string paths (a descriptor's base path). */
interface LooseClient {
  GET: LooseCall;
  POST: LooseCall;
  PUT: LooseCall;
  DELETE: LooseCall;
}

function segment(id: string | number): string {
  return encodeURIComponent(String(id));
}

/**
 * The RuoYi operations of a resource at `path`, through `wcm.call` (errors are shown there and
 * reject). Paths come from the descriptor, which names a resource of the contract.
 */
export function resourceApi<Row>(wcm: WcmConsole, path: string) {
  const api = wcm.api as unknown as LooseClient;
  return {
    async list(query: Record<string, string | number>): Promise<ListPage<Row>> {
      const body = (await wcm.call(api.GET(`${path}/list`, { params: { query } }))) as {
        rows?: Row[];
        total?: number;
      };
      return { rows: body.rows ?? [], total: body.total ?? 0 };
    },
    async get(id: string | number): Promise<Row | undefined> {
      const body = (await wcm.call(api.GET(`${path}/${segment(id)}`))) as { data?: Row };
      return body.data ?? undefined;
    },
    add: (body: Record<string, unknown>) => wcm.call(api.POST(path, { body })),
    edit: (body: Record<string, unknown>) => wcm.call(api.PUT(path, { body })),
    remove: (ids: ReadonlyArray<string | number>) =>
      wcm.call(api.DELETE(`${path}/${idList(ids.map(segment))}`)),
    exportList: (filters: Readonly<Record<string, string>>, prefix: string) =>
      wcm.download.post(`${path}/export`, exportFilters(filters), exportName(prefix)),
  };
}

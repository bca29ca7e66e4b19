import { useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import { useListController, type ListController, type ListControllerOptions } from '../list';
import { resourceApi } from './resource-api';
import type { ResourcePath, ResourceRow } from './types';

/**
 * The list controller of a contract list, `GET {path}/list` with RuoYi paging, sorting and the
 * non-empty filters (state in the URL): for hand-written list pages (users, roles, jobs).
 */
export function useResourceList<P extends ResourcePath, F extends Record<string, string>>(
  path: P,
  defaults: F,
  options: Omit<ListControllerOptions<ResourceRow<P>, F>, 'defaults' | 'load'> = {},
): ListController<ResourceRow<P>, F> {
  const wcm = useConsole();
  const api = useMemo(() => resourceApi<ResourceRow<P>>(wcm, path), [wcm, path]);
  return useListController<ResourceRow<P>, F>({ ...options, defaults, load: api.list });
}

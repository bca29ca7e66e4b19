/** URL state of list pages: parse, serialise and turn into a RuoYi list request. */
export {
  LIST_MAX_PAGE_SIZE,
  LIST_PAGE_SIZE,
  listQueryToRequest,
  listQueryToSearch,
  parseListQuery,
} from './list-query';
export type { ListQuery, ListSort } from './list-query';
/** Controller hook of list pages (filters, paging, sorting in the URL; loading; selection). */
export { useListController } from './use-list-controller';
export type { ListController, ListControllerOptions, ListPage } from './use-list-controller';
/** Controller hook of tree tables (unpaged list, its tree, expand/collapse all). */
export { useTreeList } from './use-tree-list';
export type { TreeList, TreeListOptions } from './use-tree-list';
/** Where lists keep their state: URL under a prefix, or memory. */
export { ListStateProvider, useListStateSettings } from './list-state';
export type { ListStateProviderProps, ListStateSettings } from './list-state';
/** Loads facts on mount and on demand (a page of facts rather than a list). */
export { useLoad } from './use-load';
export type { Loaded } from './use-load';

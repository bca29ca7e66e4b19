// Barrel of kit/data; re-exported by src/index.ts.

/** Table with selection, sortable headers, loading overlay, empty state and tree rows. */
export { DataTable } from './data-table';
/** Props, columns, selection and sort of `DataTable`. */
export type { Column, DataTableProps, SortOrder, TableSelection, TableSort } from './table-types';

/** Pager in RuoYi's layout (total, sizes, prev, pages, next, jumper). */
export { Pagination } from './pagination';
/** Props of `Pagination`. */
export type { PaginationProps } from './pagination';
/** Pagination constants (spec section 9) and pure pager helpers. */
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGER_COUNT,
  PAGER_COUNT_MOBILE,
  SCROLL_TOP_MS,
  clampPage,
  pageCount,
  pagerItems,
} from './pager';
/** One entry of `pagerItems`. */
export type { PagerItem } from './pager';

/** Query form (`role="search"`) with Search and Reset buttons. */
export { SearchForm } from './search-form';
/** Props of `SearchForm`. */
export type { SearchFormProps } from './search-form';
/** Search toggle, refresh and column chooser buttons of a list toolbar. */
export { RightToolbar } from './right-toolbar';
/** Props of `RightToolbar` and its column entries. */
export type { RightToolbarProps, ToolbarColumn } from './right-toolbar';

/** Dictionary values shown by label, coloured by `listClass`, and the RuoYi row converter. */
export { DictTag, toDictOptions } from './dict-tag';
/** Props and option shapes of `DictTag`. */
export type { DictDataLike, DictOption, DictTagProps } from './dict-tag';
/** Dot plus status text. */
export { StatusBadge } from './status-badge';
/** Props of `StatusBadge`. */
export type { StatusBadgeProps } from './status-badge';
/** Tag and badge tones and the `listClass` -> tone mapping. */
export { TONES, toTone } from './tones';
/** One of `TONES`. */
export type { Tone } from './tones';
/** Placeholder with icon, title, description and action. */
export { EmptyState } from './empty-state';
/** Props of `EmptyState`. */
export type { EmptyStateProps } from './empty-state';
/** Label/value grid. */
export { Descriptions } from './descriptions';
/** Props and items of `Descriptions`. */
export type { DescriptionItem, DescriptionsProps } from './descriptions';

/** WAI-ARIA tree with tri-state checks, filter and keyboard navigation. */
export { TreeView } from './tree-view';
/** Props of `TreeView`. */
export type { TreeViewProps } from './tree-view';
/** Pure tree check/filter logic behind `TreeView` (usable by pages, e.g. the role editor). */
export {
  checkStates as treeCheckStates,
  filterTree as filterTreeKeys,
  toggleCheck as toggleTreeCheck,
} from './tree-model';
/** Tree node, key and check types. */
export type { CheckResult, CheckState, Key, TreeNode } from './tree-model';

// Permission gates live in ../can and are published with the data kit.
/** Renders children only when the session holds the listed permissions or roles. */
export { Can, useCan } from '../can/index';
/** Props of `Can` and what `useCan` returns. */
export type { CanChecks, CanProps } from '../can/index';

import type { I18n, MessageDescriptor } from '@lingui/core';
import { lastViewPath, type TagsViewStore, type VisitedView } from '@wcm/console-core';

/** What a visited-page tab menu can do (spec §2 tab strip). */
export type TagsViewAction =
  'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** The actions in menu order. */
export const TAGS_VIEW_ACTIONS: readonly TagsViewAction[] = Object.freeze([
  'refresh',
  'close',
  'closeOthers',
  'closeLeft',
  'closeRight',
  'closeAll',
]);

const affix = (view: VisitedView) => view.meta.affix === true;

/** Whether an action on `view` would change anything, so the menu can disable the rest. */
export function canApply(
  action: TagsViewAction,
  view: VisitedView,
  views: readonly VisitedView[],
): boolean {
  const at = views.findIndex((v) => v.path === view.path);
  const closable = (v: VisitedView, i: number) => !affix(v) && i !== at;
  switch (action) {
    case 'refresh':
      return true;
    case 'close':
      return !affix(view);
    case 'closeOthers':
      return views.some(closable);
    case 'closeLeft':
      return views.some((v, i) => i < at && closable(v, i));
    case 'closeRight':
      return views.some((v, i) => i > at && closable(v, i));
    case 'closeAll':
      return views.some((v) => !affix(v));
  }
}

const ACTION_LABELS: Readonly<Record<TagsViewAction, MessageDescriptor>> = {
  refresh: /*i18n*/ { id: 'ui.tags.refresh', message: 'Refresh page' },
  close: /*i18n*/ { id: 'ui.tags.close', message: 'Close current' },
  closeOthers: /*i18n*/ { id: 'ui.tags.closeOthers', message: 'Close others' },
  closeLeft: /*i18n*/ { id: 'ui.tags.closeLeft', message: 'Close tabs to the left' },
  closeRight: /*i18n*/ { id: 'ui.tags.closeRight', message: 'Close tabs to the right' },
  closeAll: /*i18n*/ { id: 'ui.tags.closeAll', message: 'Close all' },
};

/** Translated menu label of an action. */
export function actionLabel(i18n: I18n, action: TagsViewAction): string {
  return i18n._(ACTION_LABELS[action]);
}

/**
 * Applies a tab action to a tags-view store and says where to go next, if anywhere: the
 * refresh route for a refresh, the chosen tab for 'close others', and the last remaining tab
 * when the page being shown was closed (RuoYi behaviour).
 * @param activePath path of the page being shown (no query string).
 */
export function applyTagsAction(
  store: TagsViewStore,
  action: TagsViewAction,
  view: VisitedView,
  activePath: string,
): string | undefined {
  if (action === 'refresh') return store.refresh(view);
  const next =
    action === 'close'
      ? store.delView(view)
      : action === 'closeOthers'
        ? store.delOthers(view)
        : action === 'closeLeft'
          ? store.delLeft(view)
          : action === 'closeRight'
            ? store.delRight(view)
            : store.delAll();
  if (action === 'closeOthers' && view.path !== activePath) return view.fullPath ?? view.path;
  if (next.visitedViews.some((v) => v.path === activePath)) return undefined;
  return lastViewPath(next.visitedViews);
}

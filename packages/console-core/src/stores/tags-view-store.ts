import { atom, type ReadableAtom } from 'nanostores';
import { HOME_PATH } from '../router/home';

/** Route meta a visited-page tab keeps (spec §3, "Visited-page tab"). */
export interface VisitedViewMeta {
  /** A fixed tab that can never be closed (e.g. home). */
  affix?: boolean;
  /** Page state is not kept alive when leaving the tab. */
  noCache?: boolean;
  /** URL shown in a frame (inner link); such tabs are also iframe views. */
  link?: string;
}

/** One visited-page tab. Tabs are identified by `path`. */
export interface VisitedView {
  path: string;
  /** Path with query string; used to reopen or refresh the exact page. */
  fullPath?: string;
  title: string;
  /** Route name; the key of the keep-alive cache. */
  name?: string;
  meta: VisitedViewMeta;
}

/** State of the tab strip. */
export interface TagsViewState {
  visitedViews: VisitedView[];
  /** Names of pages whose state is kept alive. */
  cachedViews: string[];
  /** Tabs that show an inner link in a frame. */
  iframeViews: VisitedView[];
}

/**
 * The home tab: `/index`, affixed so it cannot be closed (spec §2).
 * @param title translated title, e.g. `i18n._(HOME_TITLE)`.
 */
export function homeView(title: string): VisitedView {
  return { path: HOME_PATH, fullPath: HOME_PATH, name: 'Index', title, meta: { affix: true } };
}

/** Title given to a tab whose route has none. @default 'no-name' */
export const UNTITLED_VIEW_TITLE = 'no-name';

/** Path prefix of the refresh route (spec §2: /redirect/:path(.*)). */
export const REDIRECT_PATH = '/redirect';

const REFRESH = /^\/redirect(?=$|[/?#])/;

/**
 * True when a path goes through the refresh route (spec §2: a redirect path starting with
 * /redirect is a refresh). '/redirection' is an ordinary page, not a refresh.
 */
export function isRefreshPath(path: string): boolean {
  return REFRESH.test(path);
}

/** The path that refreshes a tab: the refresh route followed by the tab's full path. */
export function refreshPath(view: Pick<VisitedView, 'path' | 'fullPath'>): string {
  return `${REDIRECT_PATH}${view.fullPath ?? view.path}`;
}

/** The page a refresh path leads back to ('/redirect/system/user?x=1' -> '/system/user?x=1'). */
export function refreshTarget(path: string): string {
  if (!isRefreshPath(path)) return path;
  const rest = path.slice(REDIRECT_PATH.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Where to go after the active tab closed: the last remaining tab, else home (RuoYi behaviour).
 * @param home fallback path. @default '/index'
 */
export function lastViewPath(views: readonly VisitedView[], home: string = HOME_PATH): string {
  const last = views.at(-1);
  return last ? (last.fullPath ?? last.path) : home;
}

/** Visited-page tab actions of one console (spec §2 tab strip, §4 tabs). */
export interface TagsViewStore {
  readonly $tags: ReadableAtom<TagsViewState>;
  /** Adds a tab (once per path), its cache entry unless `meta.noCache`, and its frame if `meta.link`. */
  addView(view: VisitedView): void;
  /** Adds the affixed routes (those with `meta.affix`, home among them) as tabs. */
  addAffixViews(routes: readonly VisitedView[]): void;
  /** Updates the title or fullPath of an open tab. */
  updateView(view: VisitedView): void;
  /** Closes one tab; an affix tab is kept. */
  delView(view: VisitedView): TagsViewState;
  /** Closes every tab but this one and the affix tabs. */
  delOthers(view: VisitedView): TagsViewState;
  /** Closes the tabs left of this one, affix tabs excepted. */
  delLeft(view: VisitedView): TagsViewState;
  /** Closes the tabs right of this one, affix tabs excepted. */
  delRight(view: VisitedView): TagsViewState;
  /** Closes every tab except the affix tabs. */
  delAll(): TagsViewState;
  /** Drops the tab's cached state and returns the refresh path to navigate to. */
  refresh(view: VisitedView): string;
}

/** Options of a tags-view store. */
export interface TagsViewStoreOptions {
  /** Title of tabs without one. @default 'no-name' */
  untitled?: string;
}

const isAffix = (view: VisitedView) => view.meta.affix === true;

/** Creates the visited-page tab store of one console. */
export function createTagsViewStore(options: TagsViewStoreOptions = {}): TagsViewStore {
  const untitled = options.untitled ?? UNTITLED_VIEW_TITLE;
  const $tags = atom<TagsViewState>({ visitedViews: [], cachedViews: [], iframeViews: [] });

  // Every close goes through here so the cache and frames always match the open tabs.
  function keep(predicate: (view: VisitedView, index: number) => boolean): TagsViewState {
    const { visitedViews, cachedViews } = $tags.get();
    const kept = visitedViews.filter((v, i) => isAffix(v) || predicate(v, i));
    const names = new Set(kept.map((v) => v.name));
    const paths = new Set(kept.map((v) => v.path));
    const next: TagsViewState = {
      visitedViews: kept,
      cachedViews: cachedViews.filter((name) => names.has(name)),
      iframeViews: $tags.get().iframeViews.filter((v) => paths.has(v.path)),
    };
    $tags.set(next);
    return next;
  }

  const indexOf = (view: VisitedView) =>
    $tags.get().visitedViews.findIndex((v) => v.path === view.path);

  function addView(view: VisitedView): void {
    // The refresh route is a passage, not a page: it never becomes a tab.
    if (isRefreshPath(view.path)) return;
    const state = $tags.get();
    const open = state.visitedViews.find((v) => v.path === view.path);
    const tab: VisitedView = open ?? {
      ...view,
      meta: { ...view.meta },
      title: view.title || untitled,
    };
    // Checked apart from the tab itself: after a refresh the tab is open but its cache was
    // dropped, and coming back from /redirect must cache the page again.
    const cache = tab.name && !tab.meta.noCache && !state.cachedViews.includes(tab.name);
    const frame = tab.meta.link && !state.iframeViews.some((v) => v.path === tab.path);
    if (open && !cache && !frame) return;
    $tags.set({
      visitedViews: open ? state.visitedViews : [...state.visitedViews, tab],
      cachedViews: cache && tab.name ? [...state.cachedViews, tab.name] : state.cachedViews,
      iframeViews: frame ? [...state.iframeViews, tab] : state.iframeViews,
    });
  }

  return {
    $tags,
    addView,
    addAffixViews(routes) {
      for (const route of routes) if (isAffix(route)) addView(route);
    },
    updateView(view) {
      const state = $tags.get();
      const update = (v: VisitedView) => (v.path === view.path ? { ...v, ...view } : v);
      $tags.set({
        ...state,
        visitedViews: state.visitedViews.map(update),
        iframeViews: state.iframeViews.map(update),
      });
    },
    delView: (view) => keep((v) => v.path !== view.path),
    delOthers: (view) => keep((v) => v.path === view.path),
    delLeft(view) {
      const at = indexOf(view);
      return keep((_, i) => at === -1 || i >= at);
    },
    delRight(view) {
      const at = indexOf(view);
      return keep((_, i) => at === -1 || i <= at);
    },
    delAll: () => keep(() => false),
    refresh(view) {
      const state = $tags.get();
      $tags.set({ ...state, cachedViews: state.cachedViews.filter((n) => n !== view.name) });
      return refreshPath(view);
    },
  };
}

/**
 * A place an area's pages link to (a list, an editor, a detail page): the route pattern it is
 * mounted at in the WCM console and the backend component name of the page serving it.
 * Patterns are paths below the router base with `:name` parameters, e.g.
 * `/brand/prodEdit/index/:dictId`.
 */
export interface PagePlace {
  path: string;
  component: string;
}

/** The places of one area, by name (`list`, `edit`...). */
export type AreaPlaces = Readonly<Record<string, PagePlace>>;

/**
 * Where a mounting app puts the places of each area, replacing the console's paths:
 * `{ products: { list: '/catalogue', edit: '/catalogue/:id/edit' } }`. Places left out keep
 * the console's path. A replacement must have as many parameters as the console's pattern;
 * their names are free (they are matched by position).
 */
export type PagePaths = Readonly<Record<string, Readonly<Record<string, string>>>>;

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)$/;

/** Parameter names of a pattern, in order (`/a/:id/b/:tab` → `['id', 'tab']`). */
export function paramNames(pattern: string): string[] {
  return pattern
    .split('/')
    .map((segment) => PARAM.exec(segment)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** The pattern with its parameters replaced, in order, by `values` (URL-encoded). */
export function fillPattern(pattern: string, values: readonly (string | number)[]): string {
  let index = 0;
  return pattern
    .split('/')
    .map((segment) => {
      if (!PARAM.test(segment)) return segment;
      const value = values[index++];
      if (value === undefined) throw new Error(`Missing value for ${segment} in ${pattern}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** Checks a replacement pattern against the console's; a mistake throws, naming the place. */
export function checkPath(where: string, pattern: string, replacement: string): string {
  if (!replacement.startsWith('/')) {
    throw new Error(`Path of ${where} must start with "/" (got "${replacement}")`);
  }
  const want = paramNames(pattern).length;
  const got = paramNames(replacement).length;
  if (want !== got) {
    throw new Error(
      `Path of ${where} needs ${want} parameter(s) like "${pattern}" (got "${replacement}")`,
    );
  }
  return replacement;
}

/**
 * The effective pattern of every place: the console's, replaced by the app's paths where given.
 * Unknown areas or places throw, so a typo in a portal's paths fails at start.
 */
export function resolvePlacePaths(
  areas: ReadonlyMap<string, AreaPlaces>,
  paths: PagePaths = {},
): Map<string, Record<string, string>> {
  for (const [area, given] of Object.entries(paths)) {
    const places = areas.get(area);
    if (!places) {
      throw new Error(
        `No page module "${area}" with places (known: ${[...areas.keys()].join(', ') || 'none'})`,
      );
    }
    for (const name of Object.keys(given)) {
      if (!(name in places)) {
        throw new Error(
          `Area "${area}" has no place "${name}" (places: ${Object.keys(places).join(', ')})`,
        );
      }
    }
  }
  const resolved = new Map<string, Record<string, string>>();
  for (const [area, places] of areas) {
    const given = paths[area] ?? {};
    resolved.set(
      area,
      Object.fromEntries(
        Object.entries(places).map(([name, place]) => {
          const path = given[name];
          return [name, path ? checkPath(`${area}.${name}`, place.path, path) : place.path];
        }),
      ),
    );
  }
  return resolved;
}

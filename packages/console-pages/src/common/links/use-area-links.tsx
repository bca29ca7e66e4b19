import { createContext, useContext, useMemo, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { fillPattern, paramNames, type AreaPlaces } from './places';

/** Effective place patterns by area, handed down by the page registry (absent: the console's). */
const PlacePathsContext = createContext<ReadonlyMap<string, Record<string, string>> | null>(null);

/** Renders `Page` with the registry's place paths, so its links follow the mounting app. */
export function withPlacePaths(
  Page: ComponentType,
  paths: ReadonlyMap<string, Record<string, string>>,
): ComponentType {
  function PageWithPaths() {
    return (
      <PlacePathsContext.Provider value={paths}>
        <Page />
      </PlacePathsContext.Provider>
    );
  }
  PageWithPaths.displayName = `WithPlacePaths(${Page.displayName ?? Page.name})`;
  return PageWithPaths;
}

/** Links between the places of one area, following the paths of the app that mounts it. */
export interface AreaLinks<K extends string> {
  /** Path of a place below the router base, its parameters filled in order: `to('edit', 42)`. */
  to(place: K, ...params: (string | number)[]): string;
  /**
   * Values of the current route's parameters for a place the page is mounted at, in the order
   * of the console's pattern (a portal may name them differently).
   */
  params(place: K): (string | undefined)[];
}

/**
 * The links of an area's pages. Inside a registry created with `paths` they follow the mounting
 * app's routes; elsewhere (the console, tests) they are the console's paths.
 */
export function useAreaLinks<P extends AreaPlaces>(
  area: string,
  places: P,
): AreaLinks<Extract<keyof P, string>> {
  const all = useContext(PlacePathsContext);
  const routeParams = useParams();
  return useMemo(() => {
    const patterns = all?.get(area);
    const pattern = (place: string) => patterns?.[place] ?? places[place]?.path ?? '/';
    return {
      to: (place, ...params) => fillPattern(pattern(place), params),
      params: (place) => paramNames(pattern(place)).map((name) => routeParams[name]),
    };
  }, [all, area, places, routeParams]);
}

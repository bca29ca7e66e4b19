// Links between pages that follow the app mounting them (see ./places.ts).
export { checkPath, fillPattern, paramNames, resolvePlacePaths } from './places';
export type { AreaPlaces, PagePaths, PagePlace } from './places';
export { useAreaLinks, withPlacePaths } from './use-area-links';
export type { AreaLinks } from './use-area-links';
export { toDisplayLink, toStoredLink } from './stored-link';

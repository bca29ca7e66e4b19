// Permission gates of the kit; re-exported by kit/data/index.ts.
/** Renders children only when the session holds the listed permissions or roles. */
export { Can } from './can';
/** Props of `Can`. */
export type { CanProps } from './can';
/** Permission and role checks for the current session. */
export { useCan } from './use-can';
/** What `useCan` returns. */
export type { CanChecks } from './use-can';

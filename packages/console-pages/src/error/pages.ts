// The error area's pages, loaded together (see registry/pages-of.ts).
export { NotFoundPage } from './not-found-page';
export { UnauthorizedPage } from './unauthorized-page';

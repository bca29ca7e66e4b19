// The tools area's pages, loaded together (see registry/pages-of.ts).
export { BuildPage } from './build/build-page';
export { GenEditPage } from './gen/gen-edit-page';
export { GenPage } from './gen/gen-page';
export { SwaggerPage } from './swagger/swagger-page';

// The resource layer: one description of a list-and-form area gives its routes (README.md).
export { defineResource } from './define-resource';
export type { RegisteredOperation, RegisteredResource, Resource } from './define-resource';
export { contains, custom, equals, oneOf } from './filters';
export { defineRoutes } from './routes';
export type { ExtraRoute, RouteGroup, RouteGroupOptions } from './routes';
export type { Filter } from './filters';
export { defineLogResource } from './log-resource';
export type { LogResourceOptions } from './log-resource';
export { dictionaryLabels, ensureDictionaries, ensureJobs, ensureMenus } from './seed';
export type { DictionarySeed, JobSeed } from './seed';
export type {
  ExportColumn,
  ExportOptions,
  Operation,
  OperationHandler,
  ResourceContext,
  ResourceHooks,
  ResourceOptions,
  Row,
  SaveContext,
  UniqueCheck,
  Values,
  ViewContext,
} from './types';

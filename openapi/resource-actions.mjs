// Shared by the contract build (scripts/openapi-resources.mjs, which writes each resource
// operation's `x-auth`) and the server (apps/server/src/resources/define-resource.ts, which
// guards the routes): one table, so the contract and the server cannot ask for different
// permissions.

/** The permission suffix guarding each resource operation (RuoYi's button permissions). */
export const RESOURCE_ACTIONS = Object.freeze({
  list: 'list',
  get: 'query',
  add: 'add',
  edit: 'edit',
  remove: 'remove',
  export: 'export',
  clean: 'remove',
  options: 'query',
});

/** Requirement of operations not guarded by a permission unless the declaration says so. */
export const OPEN_OPERATIONS = Object.freeze({ options: 'authenticated' });

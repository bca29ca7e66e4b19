// Expands the compact `resources:` declarations of an openapi/src fragment into plain OpenAPI
// paths and schemas (see apps/server/src/resources/README.md). One declaration describes a
// RuoYi list-and-form area; the expansion is what a hand-written fragment would say, plus
// `x-permission` and `x-resource` on every operation so tests and tools can read the facts.
import { OPEN_OPERATIONS, RESOURCE_ACTIONS } from '../openapi/resource-actions.mjs';

/** Operations a resource may have, in the order their paths are written. */
export const OPERATIONS = ['list', 'export', 'clean', 'options', 'get', 'remove', 'add', 'edit'];
const DEFAULT_OPERATIONS = ['list', 'get', 'add', 'edit', 'remove', 'export'];
const KEYS = new Set([
  'tag',
  'path',
  'id',
  'idsParam',
  'permission',
  'noun',
  'plural',
  'row',
  'body',
  'filters',
  'timeRange',
  'sort',
  'operations',
  'operationIds',
  'notFound',
  'auth',
  'notes',
]);

const ref = (kind, name) => ({ $ref: `#/components/${kind}/${name}` });
const words = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const camel = (text) => text.charAt(0).toLowerCase() + text.slice(1);
const jsonObject = (required, properties) => ({
  type: 'object',
  required,
  properties: { code: { type: 'integer', const: 200 }, msg: { type: 'string' }, ...properties },
  additionalProperties: false,
});
const answer = (description, success) => ({
  description,
  content: {
    'application/json': { schema: { anyOf: [success, ref('schemas', 'ErrorResult')] } },
  },
});

/** The declaration with its defaults filled in; `fail` stops the build with a message. */
function normalise(name, decl, fail) {
  const where = `resource ${name}`;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) fail(`${where}: the name must be PascalCase`);
  for (const key of Object.keys(decl)) if (!KEYS.has(key)) fail(`${where}: unknown key ${key}`);
  for (const key of ['tag', 'path', 'id', 'permission', 'row'])
    if (typeof decl[key] !== 'string') fail(`${where}: ${key} is required`);
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(decl.path))
    fail(`${where}: path ${decl.path} is not a base path`);
  const operations = decl.operations ?? DEFAULT_OPERATIONS;
  for (const op of operations)
    if (!OPERATIONS.includes(op)) fail(`${where}: unknown operation ${op}`);
  if ((operations.includes('add') || operations.includes('edit')) && typeof decl.body !== 'string')
    fail(`${where}: add and edit need a body schema`);
  const plural = decl.plural ?? `${name}s`;
  const [one, many] = decl.noun ?? [words(name), words(plural)];
  const operationIds = {
    list: `list${plural}`,
    get: `get${name}`,
    add: `add${name}`,
    edit: `edit${name}`,
    remove: `delete${plural}`,
    export: `export${plural}`,
    clean: `clean${plural}`,
    options: `${camel(name)}Options`,
    ...decl.operationIds,
  };
  return {
    ...decl,
    name,
    operations,
    plural,
    one,
    many,
    operationIds,
    idsParam: decl.idsParam ?? decl.id,
    filters: decl.filters ?? {},
    timeRange: decl.timeRange === true,
    sort: decl.sort ?? [],
    notFound: decl.notFound ?? 'empty',
    auth: { ...OPEN_OPERATIONS, ...decl.auth },
    notes: decl.notes ?? {},
  };
}

/** `x-permission` (absent for operations open to every signed-in user) and `x-resource`. */
function facts(r, op) {
  const auth = r.auth[op] ?? `${r.permission}:${RESOURCE_ACTIONS[op]}`;
  const resource = { name: r.name, operation: op, path: r.path };
  if (op === 'list' || op === 'export') {
    resource.filters = Object.keys(r.filters);
    resource.timeRange = r.timeRange;
  }
  if (op === 'list') resource.sort = r.sort;
  if (op === 'get') resource.notFound = r.notFound;
  return auth === 'authenticated'
    ? { 'x-resource': resource }
    : { 'x-permission': auth, 'x-resource': resource };
}

function header(r, op, summary) {
  const auth = r.auth[op] ?? `${r.permission}:${RESOURCE_ACTIONS[op]}`;
  const note = r.notes[op] ? `; ${r.notes[op]}` : '';
  return {
    operationId: r.operationIds[op],
    tags: [r.tag],
    summary: `${summary} (${auth === 'authenticated' ? 'signed in' : auth})${note}`,
    ...facts(r, op),
  };
}

function filterParameters(r) {
  const params = Object.entries(r.filters).map(([name, schema]) => ({ name, in: 'query', schema }));
  if (r.timeRange) params.push(ref('parameters', 'BeginTime'), ref('parameters', 'EndTime'));
  return params;
}

/** The export form: the list filters as fields; other fields (pageNum…) are ignored. */
function exportForm(r) {
  const properties = { ...r.filters };
  if (r.timeRange) {
    properties['params[beginTime]'] = ref('schemas', 'WallTime');
    properties['params[endTime]'] = ref('schemas', 'WallTime');
  }
  return {
    type: 'object',
    description: 'The list filters (form-encoded as RuoYi posts them, or JSON); other keys ignored',
    properties,
    additionalProperties: { type: 'string', maxLength: 1000 },
  };
}

const operationsOf = {
  list: (r) => ({
    path: `${r.path}/list`,
    method: 'get',
    operation: {
      ...header(r, 'list', `${capital(r.many)}, paged`),
      parameters: [
        ...filterParameters(r),
        ...['PageNum', 'PageSize', 'OrderByColumn', 'IsAsc'].map((p) => ref('parameters', p)),
      ],
      responses: {
        200: answer(
          `${capital(r.many)} (TableDataInfo), or code 401/403`,
          jsonObject(['code', 'msg', 'rows', 'total'], {
            rows: { type: 'array', items: ref('schemas', r.row) },
            total: { type: 'integer', minimum: 0 },
          }),
        ),
        400: ref('responses', 'Error'),
      },
    },
  }),
  export: (r) => ({
    path: `${r.path}/export`,
    method: 'post',
    operation: {
      ...header(r, 'export', `${capital(r.many)} as xlsx; list filters, no paging`),
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': { schema: ref('schemas', `${r.name}Filters`) },
          'application/json': { schema: ref('schemas', `${r.name}Filters`) },
        },
      },
      responses: { 200: ref('responses', 'Xlsx'), 400: ref('responses', 'Error') },
    },
  }),
  options: (r) => ({
    path: `${r.path}/optionselect`,
    method: 'get',
    operation: {
      ...header(r, 'options', `Every ${r.one}, for pickers`),
      responses: {
        200: answer(
          `${capital(r.many)}, or code 401`,
          jsonObject(['code', 'msg', 'data'], {
            data: { type: 'array', items: ref('schemas', r.row) },
          }),
        ),
      },
    },
  }),
  clean: (r) => ({
    path: `${r.path}/clean`,
    method: 'delete',
    operation: {
      ...header(r, 'clean', `Delete every ${r.one} row`),
      responses: { 200: ref('responses', 'Ajax') },
    },
  }),
  get: (r) => {
    const refuse = r.notFound === 'refuse';
    return {
      path: `${r.path}/{${r.id}}`,
      method: 'get',
      operation: {
        ...header(
          r,
          'get',
          refuse ? `One ${r.one}` : `One ${r.one}; \`data\` absent when it does not exist`,
        ),
        parameters: [{ name: r.id, in: 'path', required: true, schema: ref('schemas', 'Id') }],
        responses: {
          200: answer(
            `The ${r.one}, or code 401/403${refuse ? '/500' : ''}`,
            jsonObject(refuse ? ['code', 'msg', 'data'] : ['code', 'msg'], {
              data: ref('schemas', r.row),
            }),
          ),
          400: ref('responses', 'Error'),
        },
      },
    };
  },
  remove: (r) => ({
    path: `${r.path}/{${r.idsParam}}`,
    method: 'delete',
    operation: {
      ...header(r, 'remove', `Delete ${r.many}, comma-separated ids`),
      parameters: [
        {
          name: r.idsParam,
          in: 'path',
          required: true,
          description: 'Comma-separated ids',
          schema: ref('schemas', 'IdList'),
        },
      ],
      responses: { 200: ref('responses', 'Ajax'), 400: ref('responses', 'Error') },
    },
  }),
  add: (r) => ({
    path: r.path,
    method: 'post',
    operation: {
      ...header(r, 'add', `Create a ${r.one}`),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref('schemas', r.body) } },
      },
      responses: { 200: ref('responses', 'Ajax'), 400: ref('responses', 'Error') },
    },
  }),
  edit: (r) => ({
    path: r.path,
    method: 'put',
    operation: {
      ...header(r, 'edit', `Update a ${r.one}`),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref('schemas', `${r.name}EditBody`) } },
      },
      responses: { 200: ref('responses', 'Ajax'), 400: ref('responses', 'Error') },
    },
  }),
};

/**
 * The edit body as a schema of its own: the body's properties plus the id, required. (The
 * generated TypeScript of `allOf: [Body, {required: [id]}]` cannot be assigned to.)
 */
function editBody(r, schemas, fail) {
  const body = schemas[r.body];
  if (!body || body.type !== 'object' || typeof body.properties !== 'object')
    fail(`resource ${r.name}: body ${r.body} is not an object schema in components.schemas`);
  const { properties, required = [], description: _body, ...others } = body;
  const { [r.id]: _id, ...rest } = properties;
  return {
    type: 'object',
    description: `${r.body} with the id of the ${r.one} to update`,
    required: [r.id, ...required.filter((key) => key !== r.id)],
    properties: { [r.id]: ref('schemas', 'Id'), ...rest },
    ...others,
  };
}

/**
 * Adds the paths and schemas of `declarations` (one fragment's `resources:`) to `doc`, whose
 * components already hold every fragment's schemas. Fails on a name, path or schema defined twice.
 */
export function expandResources(doc, declarations, source, seen, fail) {
  for (const [name, decl] of Object.entries(declarations ?? {})) {
    if (seen.has(name)) fail(`${source}: resource ${name} is already defined`);
    seen.add(name);
    const r = normalise(name, decl, (message) => fail(`${source}: ${message}`));
    for (const op of OPERATIONS.filter((o) => r.operations.includes(o))) {
      const { path, method, operation } = operationsOf[op](r);
      doc.paths[path] ??= {};
      if (doc.paths[path][method])
        fail(`${source}: ${method.toUpperCase()} ${path} is already defined`);
      doc.paths[path][method] = operation;
    }
    const schemas = doc.components.schemas;
    const addSchema = (key, make) => {
      if (schemas[key]) fail(`${source}: components.schemas.${key} is already defined`);
      schemas[key] = make();
    };
    if (r.operations.includes('export')) addSchema(`${r.name}Filters`, () => exportForm(r));
    if (r.operations.includes('edit'))
      addSchema(`${r.name}EditBody`, () => editBody(r, schemas, (m) => fail(`${source}: ${m}`)));
  }
}

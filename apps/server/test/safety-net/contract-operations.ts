/**
 * The operations of the HTTP contract, enumerated for the generic tests (malformed input,
 * authorization matrix): every path × method of openapi.yaml, so operations that other areas add
 * later are covered without touching these tests.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonObject;
  /** The contract's `example`, when it gives one. */
  example?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Contract path, e.g. `/system/user/{userId}` */
  path: string;
  parameters: Parameter[];
  /** Request body schemas by content type. */
  bodies: Array<{ contentType: string; schema: JsonObject; required: boolean }>;
  /** `security: []`: callable without a token. */
  anonymous: boolean;
  /** The path item's own `servers` put it on the site root, not under the API prefix (site API). */
  siteRoot?: true;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows `$ref` chains (`#/components/...`) to the node they name. */
export function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === 'string'; hops += 1)
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json | undefined>((at, key) => (isObject(at) ? at[key] : undefined), doc);
  return current;
}

/** Every operation of the document, in document order. */
export function contractOperations(doc: JsonObject): Operation[] {
  const out: Operation[] = [];
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = deref(doc, rawItem);
    if (!isObject(item)) continue;
    const servers = Array.isArray(item.servers) ? item.servers : [];
    const siteRoot = isObject(servers[0]) && servers[0].url === '/';
    for (const method of METHODS) {
      const operation = deref(doc, item[method]);
      if (!isObject(operation)) continue;
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ]
        .map((p) => deref(doc, p))
        .filter(isObject)
        .map((p) => ({
          name: String(p.name),
          in: String(p.in) as Parameter['in'],
          required: p.required === true,
          schema: isObject(p.schema) ? p.schema : {},
          ...(p.example !== undefined ? { example: String(p.example) } : {}),
        }));
      const requestBody = deref(doc, operation.requestBody);
      const content =
        isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : {};
      const bodies = Object.entries(content).map(([contentType, media]) => ({
        contentType,
        schema: isObject(media) && isObject(media.schema) ? media.schema : {},
        required: isObject(requestBody) && requestBody.required === true,
      }));
      const security = operation.security ?? doc.security;
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters,
        bodies,
        anonymous: Array.isArray(security) && security.length === 0,
        ...(siteRoot ? { siteRoot: true as const } : {}),
      });
    }
  }
  return out;
}

/** Where an operation is served: under the API prefix, or on the site root (`siteRoot`). */
export const prefixOf = (operation: Operation, api: string) => (operation.siteRoot ? '' : api);

/** `/system/user/{userId}` → `/system/user/:userId` (Fastify's form, as in the route manifest). */
export const routeUrlOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Percent-encoding that also carries lone surrogates, as the invalid UTF-8 a client could send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

/** The concrete URL for given path and query values (each encoded, duplicates allowed). */
export function urlOf(
  prefix: string,
  path: string,
  pathValues: Record<string, string>,
  query: Array<[string, string]>,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => encode(pathValues[name] ?? '1'));
  const search = query.map(([k, v]) => `${encode(k)}=${encode(v)}`);
  return `${prefix}${filled}${search.length > 0 ? `?${search.join('&')}` : ''}`;
}

/** The parts of an OpenAPI 3.1 document the system interface page reads. */
export interface OpenApiDoc {
  openapi: string;
  info: { title?: string; version?: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
  components?: {
    schemas?: Record<string, unknown>;
    parameters?: Record<string, unknown>;
    responses?: Record<string, unknown>;
  };
}

/** One parameter of an operation, references resolved. */
export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  type: string;
}

/** One operation (method + path) as the page lists it. */
export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  /** Content type → schema text of the request body. */
  requestBody: { contentType: string; schema: string }[];
  /** Status → content type and schema text (or the description alone). */
  responses: { status: string; description: string; contentType: string; schema: string }[];
}

/** A tag with its operations, in document order. */
export interface ApiTag {
  name: string;
  description: string;
  operations: ApiOperation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Follows a local `$ref` (`#/components/...`); other values come back as they are. */
export function deref(doc: OpenApiDoc, value: unknown, depth = 0): unknown {
  if (!isObj(value) || typeof value.$ref !== 'string' || depth > 10) return value;
  const ref = value.$ref;
  if (!ref.startsWith('#/')) return value;
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    node = isObj(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return node === undefined ? value : deref(doc, node, depth + 1);
}

function refName(value: unknown): string | undefined {
  return isObj(value) && typeof value.$ref === 'string' ? value.$ref.split('/').pop() : undefined;
}

/** A one-line type of a schema: `string`, `integer[]`, `MonitorJob`, `'0' | '1'`, `A | B`. */
export function typeOf(doc: OpenApiDoc, schema: unknown): string {
  const name = refName(schema);
  if (name) return name;
  if (!isObj(schema)) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list))
      return list.map((s) => typeOf(doc, s)).join(key === 'allOf' ? ' & ' : ' | ');
  }
  const t = schema.type;
  if (Array.isArray(t)) return t.join(' | ');
  if (t === 'array') return `${typeOf(doc, schema.items)}[]`;
  if (typeof t === 'string') return schema.format ? `${t} (${str(schema.format)})` : t;
  if (isObj(schema.properties)) return 'object';
  return 'any';
}

/**
 * A readable multi-line text of a schema: objects list their properties (`name*: type` for
 * required ones), nested to `maxDepth`; references are named and expanded once.
 */
export function describeSchema(
  doc: OpenApiDoc,
  schema: unknown,
  maxDepth = 3,
  depth = 0,
  seen: ReadonlySet<string> = new Set(),
): string {
  const name = refName(schema);
  if (name && seen.has(name)) return name;
  const nextSeen = name ? new Set([...seen, name]) : seen;
  const resolved = deref(doc, schema);
  const pad = '  '.repeat(depth + 1);
  if (isObj(resolved)) {
    const list = resolved.anyOf ?? resolved.oneOf;
    if (Array.isArray(list) && depth < maxDepth) {
      return list
        .map((s) => describeSchema(doc, s, maxDepth, depth, nextSeen))
        .join(`\n${'  '.repeat(depth)}| `);
    }
    if (Array.isArray(resolved.allOf) && depth < maxDepth) {
      return resolved.allOf
        .map((s) => describeSchema(doc, s, maxDepth, depth, nextSeen))
        .join(' & ');
    }
    if (resolved.type === 'array' && depth < maxDepth) {
      return `${describeSchema(doc, resolved.items, maxDepth, depth, nextSeen)}[]`;
    }
    if (isObj(resolved.properties) && depth < maxDepth) {
      const required = new Set(
        Array.isArray(resolved.required) ? resolved.required.map(String) : [],
      );
      const lines = Object.entries(resolved.properties).map(([key, prop]) => {
        const mark = required.has(key) ? '*' : '';
        const inner = describeSchema(doc, prop, maxDepth, depth + 1, nextSeen);
        const desc =
          isObj(prop) && typeof prop.description === 'string' ? `  // ${prop.description}` : '';
        return `${pad}${key}${mark}: ${inner}${desc}`;
      });
      return `${name ? `${name} ` : ''}{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
    }
  }
  return typeOf(doc, schema);
}

function contentSchemas(
  doc: OpenApiDoc,
  content: unknown,
): { contentType: string; schema: string }[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([contentType, media]) => ({
    contentType,
    schema: isObj(media) && media.schema !== undefined ? describeSchema(doc, media.schema) : '',
  }));
}

/** Groups the document's operations by their first tag (untagged ones under `default`). */
export function apiTags(doc: OpenApiDoc): ApiTag[] {
  const tags = new Map<string, ApiTag>();
  for (const t of doc.tags ?? [])
    tags.set(t.name, { name: t.name, description: t.description ?? '', operations: [] });
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isObj(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const tagName =
        Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'default';
      let tag = tags.get(tagName);
      if (!tag) {
        tag = { name: tagName, description: '', operations: [] };
        tags.set(tagName, tag);
      }
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]
        .map((p) => deref(doc, p))
        .filter(isObj)
        .map((p) => ({
          name: str(p.name),
          in: str(p.in),
          required: p.required === true,
          description: str(p.description),
          type: typeOf(doc, p.schema),
        }));
      const body = deref(doc, op.requestBody);
      const responses = isObj(op.responses)
        ? Object.entries(op.responses).flatMap(([status, raw]) => {
            const r = deref(doc, raw);
            const description = isObj(r) ? str(r.description) : '';
            const contents = isObj(r) ? contentSchemas(doc, r.content) : [];
            return contents.length
              ? contents.map((c) => ({ status, description, ...c }))
              : [{ status, description, contentType: '', schema: '' }];
          })
        : [];
      tag.operations.push({
        id: str(op.operationId) || `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: str(op.summary),
        description: str(op.description),
        parameters: params,
        requestBody: isObj(body) ? contentSchemas(doc, body.content) : [],
        responses,
      });
    }
  }
  return [...tags.values()].filter((t) => t.operations.length > 0);
}

/** Tags keeping the operations whose method, path, summary, id or tag name contain `text`. */
export function filterTags(tags: readonly ApiTag[], text: string): ApiTag[] {
  const q = text.trim().toLowerCase();
  if (q === '') return [...tags];
  return tags
    .map((t) => ({
      ...t,
      operations: t.name.toLowerCase().includes(q)
        ? t.operations
        : t.operations.filter((o) =>
            [o.method, o.path, o.summary, o.id].some((s) => s.toLowerCase().includes(q)),
          ),
    }))
    .filter((t) => t.operations.length > 0);
}

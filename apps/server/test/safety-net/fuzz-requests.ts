import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import {
  deref,
  isObject,
  type JsonObject,
  type Operation,
  type Parameter,
  urlOf,
} from './contract-operations';
import { asText, hostileText, schemaArbitrary } from './schema-arbitrary';

/** One request of the malformed-input run. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Body = Pick<FuzzRequest, 'headers' | 'payload'>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const FILE_NAMES = ['a.png', 'users.xlsx', 'x.exe', '../../x.png', 'a\u0000.png', 'é.txt', ''];

function multipartBody(parts: Array<{ name: string; file?: string; value: Buffer | string }>) {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.file === undefined ? '' : `; filename="${part.file}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n` +
          `Content-Type: ${part.file === undefined ? 'text/plain' : 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  };
}

const isFileField = (doc: JsonObject, schema: unknown) => {
  const s = deref(doc, schema as JsonObject);
  return isObject(s) && s.format === 'binary';
};

function bodyArbitrary(
  doc: JsonObject,
  contentType: string,
  schema: JsonObject,
): fc.Arbitrary<Body> {
  if (contentType.startsWith('multipart/')) {
    const resolved = deref(doc, schema);
    const properties =
      isObject(resolved) && isObject(resolved.properties) ? resolved.properties : {};
    const parts = Object.entries(properties).map(([name, sub]) =>
      isFileField(doc, sub)
        ? fc.record({
            name: fc.constant(name),
            file: fc.constantFrom(...FILE_NAMES),
            value: fc.oneof(fc.constant(PNG), fc.uint8Array({ maxLength: 64 }).map(Buffer.from)),
          })
        : fc.record({ name: fc.constant(name), value: fc.oneof(hostileText, fc.string()) }),
    );
    return fc.tuple(...parts).map((list) => multipartBody(list));
  }
  const value = schemaArbitrary(doc, schema, true);
  if (contentType === 'application/x-www-form-urlencoded')
    return value.map((v) => ({
      headers: { 'content-type': contentType },
      payload: new URLSearchParams(
        isObject(v)
          ? Object.entries(v).map(([k, x]): [string, string] => [k, asText(x)])
          : [['value', asText(v)]],
      ).toString(),
    }));
  return value.map((v) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(v) ?? 'null',
  }));
}

function parameterValue(doc: JsonObject, parameter: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: schemaArbitrary(doc, parameter.schema, false).map(asText) },
    { weight: 1, arbitrary: hostileText },
  );
}

/** Generated requests for an operation: schema-shaped values with hostile leaves mixed in. */
export function requestArbitrary(
  doc: JsonObject,
  operation: Operation,
  prefix: string,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, parameterValue(doc, p)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.tuple(
    ...queryParams.map((p) =>
      fc.tuple(
        fc.constant(p.name),
        parameterValue(doc, p),
        // Optional parameters are left out at times; any may come twice.
        fc.constantFrom(...(p.required ? [1, 1, 1, 2] : [0, 1, 1, 2])),
      ),
    ),
  );
  const noBody = fc.constant<Body>({ headers: {} });
  const bodies = operation.bodies.map((b) => bodyArbitrary(doc, b.contentType, b.schema));
  const body =
    bodies.length === 0
      ? noBody
      : operation.bodies.some((b) => b.required)
        ? fc.oneof(...bodies)
        : fc.oneof(noBody, ...bodies);
  return fc.record({ path, query, body }).map(({ path: values, query: params, body: b }) => ({
    method: operation.method,
    url: urlOf(
      prefix,
      operation.path,
      values,
      params.flatMap(([name, value, times]) =>
        Array.from({ length: times }, () => [name, value] as [string, string]),
      ),
    ),
    headers: b.headers,
    ...(b.payload !== undefined ? { payload: b.payload } : {}),
  }));
}

/** Request-level breakage every operation gets once: bad bodies, NUL and odd ids in the path. */
export function malformedRequests(operation: Operation, prefix: string): FuzzRequest[] {
  const base = (path: Record<string, string>, query: Array<[string, string]> = []) =>
    urlOf(prefix, operation.path, path, query);
  const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const fill = (value: string) => Object.fromEntries(pathNames.map((n) => [n, value]));
  const out: FuzzRequest[] = [];
  const add = (url: string, headers: Record<string, string> = {}, payload?: string | Buffer) =>
    out.push({
      method: operation.method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
  for (const value of [
    '2147483648',
    '9999999999',
    '-1',
    '0',
    '1.5',
    'a\u0000b',
    '%',
    '1,2,99999999999',
  ])
    if (pathNames.length > 0) add(base(fill(value)));
  add(base(fill('1'), [['x', 'a\u0000b']]));
  for (const p of operation.parameters.filter((q) => q.in === 'query'))
    for (const value of ['2147483648', 'a\u0000b']) add(base(fill('1'), [[p.name, value]]));
  if (operation.method === 'GET') return out;
  const url = base(fill('1'));
  const json = { 'content-type': 'application/json' };
  for (const text of [
    '{"a":',
    'null',
    '[]',
    '"x"',
    '1e999',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
  ])
    add(url, json, text);
  add(url, json, JSON.stringify({ a: 'x\u0000y', b: 2147483648 }));
  add(url, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=%E0%A4%A&a=1&__proto__=1');
  add(url, { 'content-type': 'text/plain' }, 'plain');
  const multipart = (type: string, payload: string) => add(url, { 'content-type': type }, payload);
  multipart('multipart/form-data', 'no boundary');
  multipart('multipart/form-data; boundary=', '--\r\n');
  multipart(`multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}--\r\n`);
  multipart(
    'multipart/form-data; boundary=abc',
    '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ntrunc',
  );
  multipart('multipart/form-data; boundary=abc', '--abc\r\nGarbage\r\n\r\nx\r\n--abc--\r\n');
  multipart('multipart/form-data; boundary=abc', '');
  return out;
}

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadOpenApi } from '../src/plugins/contract';

type Node = { [key: string]: unknown };
const doc = loadOpenApi();
// strict off: the document also holds OpenAPI keywords that are not JSON Schema.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc, 'openapi');

const at = (root: unknown, keys: readonly string[]): Node | undefined =>
  keys.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Node)[key] : undefined),
    root,
  ) as Node | undefined;
const pointer = (parts: readonly string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Asserts the response status is documented and its JSON body matches the openapi.yaml schema. */
export function expectContract(res: LightMyRequestResponse, method: string, path: string): void {
  const m = method.toLowerCase();
  const responses = at(doc, ['paths', path, m, 'responses']);
  expect(responses, `${method.toUpperCase()} ${path} in openapi.yaml`).toBeDefined();
  const status = String(res.statusCode);
  let base = ['paths', path, m, 'responses', responses?.[status] ? status : 'default'];
  let response = at(doc, base);
  expect(
    response,
    `response ${status} documented for ${method.toUpperCase()} ${path}`,
  ).toBeDefined();
  if (typeof response?.$ref === 'string') {
    base = response.$ref.replace(/^#\//, '').split('/');
    response = at(doc, base);
  }
  expect(
    at(response, ['content', 'application/json', 'schema']),
    `JSON schema for ${status}`,
  ).toBeDefined();
  const ref = `openapi#/${pointer([...base, 'content', 'application/json', 'schema'])}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const body: unknown = res.json();
  const ok = validate(body);
  expect(
    ok,
    `${method.toUpperCase()} ${path} ${status} body ${JSON.stringify(body).slice(0, 300)} violates the contract: ${ajv.errorsText(validate.errors)}`,
  ).toBe(true);
}

import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadOpenApi } from '../src/plugins/contract';

const doc = loadOpenApi() as Record<string, any>;
// strict off: the document also holds OpenAPI keywords that are not JSON Schema.
const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc, 'openapi');

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Asserts the response status is documented and its JSON body matches the openapi.yaml schema. */
export function expectContract(res: LightMyRequestResponse, method: string, path: string): void {
  const operation = doc.paths?.[path]?.[method.toLowerCase()];
  expect(operation, `${method.toUpperCase()} ${path} in openapi.yaml`).toBeDefined();
  const status = String(res.statusCode);
  let response = operation.responses?.[status] ?? operation.responses?.default;
  let base = ['paths', path, method.toLowerCase(), 'responses', operation.responses?.[status] ? status : 'default'];
  expect(response, `response ${status} documented for ${method.toUpperCase()} ${path}`).toBeDefined();
  if (typeof response.$ref === 'string') {
    base = response.$ref.replace(/^#\//, '').split('/');
    response = base.reduce((node: any, key: string) => node?.[key], doc);
  }
  expect(response.content?.['application/json']?.schema, `JSON schema for ${status}`).toBeDefined();
  const ref = `openapi#/${pointer(...base, 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const body = res.json();
  const ok = validate(body);
  expect(ok, `${method.toUpperCase()} ${path} ${status} body ${JSON.stringify(body).slice(0, 300)} violates the contract: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

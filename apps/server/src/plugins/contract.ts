import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifySchema } from 'fastify';
import type { components } from '@wcm/openapi/request-bodies';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const require = createRequire(import.meta.url);

/** Path of the contract file shipped by the @wcm/openapi workspace. */
export const openapiPath: string = require.resolve('@wcm/openapi/openapi.yaml');

/**
 * The type of the contract's request body schema `name` (generated from the contract into
 * openapi/request-bodies.gen.ts), for a handler's body: the server does not restate it.
 */
export type RequestBody<N extends keyof components['schemas']> = components['schemas'][N];

/** The parsed OpenAPI document (the only description of the wire format). */
export function loadOpenApi(): JsonObject {
  return parse(readFileSync(openapiPath, 'utf8')) as JsonObject;
}

function resolveRefs(doc: JsonObject, value: Json, seen: string[] = []): Json {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(doc, item, seen));
  if (value === null || typeof value !== 'object') return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`Recursive $ref ${ref} in a request schema`);
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json | undefined>(
        (node, key) =>
          node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined,
        doc,
      );
    if (target === undefined) throw new Error(`Unresolvable $ref ${ref}`);
    return resolveRefs(doc, target, [...seen, ref]);
  }
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) out[key] = resolveRefs(doc, child, seen);
  return out;
}

const asObject = (value: Json | undefined): JsonObject | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;

/** Fastify request schema (body, params, querystring) for an operation, taken from the contract. */
export function requestSchema(doc: JsonObject, method: string, path: string): FastifySchema {
  const operation = asObject(asObject(asObject(doc.paths)?.[path])?.[method.toLowerCase()]);
  if (!operation)
    throw new Error(`Operation ${method.toUpperCase()} ${path} is not in openapi.yaml`);
  const schema: FastifySchema = {};
  const requestBody = asObject(operation.requestBody);
  const content = asObject(requestBody?.content) ?? {};
  const body = asObject(asObject(content['application/json'])?.schema);
  if (requestBody?.required === true) {
    if (body) schema.body = resolveRefs(doc, body);
  } else {
    // An optional body (export filters): each declared type is checked when sent, and a request
    // without a body passes (a single body schema would refuse the missing body).
    const byType: JsonObject = {};
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const typed = asObject(asObject(content[type])?.schema);
      if (typed) byType[type] = { schema: resolveRefs(doc, typed) };
    }
    if (Object.keys(byType).length > 0) schema.body = { content: byType };
  }
  const parameters = Array.isArray(operation.parameters)
    ? operation.parameters.map((p) => asObject(resolveRefs(doc, p)))
    : [];
  for (const location of ['path', 'query'] as const) {
    const list = parameters.filter((p): p is JsonObject => p?.in === location);
    if (list.length === 0) continue;
    const properties: JsonObject = {};
    const required: string[] = [];
    for (const p of list) {
      const name = String(p.name);
      properties[name] = p.schema ?? {};
      if (p.required === true) required.push(name);
    }
    schema[location === 'path' ? 'params' : 'querystring'] = {
      type: 'object',
      properties,
      required,
    };
  }
  return schema;
}

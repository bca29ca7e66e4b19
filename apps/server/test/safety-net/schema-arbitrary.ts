import fc from 'fast-check';
import { deref, isObject, type Json, type JsonObject } from './contract-operations';

/**
 * Values a client can send that a careless handler does not expect: out-of-range numbers (int4
 * edges, 2^53, huge floats), NUL, huge and odd strings, wrong types.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  2147483648,
  2147483647,
  -1,
  0,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  'NaN',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(100_000),
  '💥'.repeat(2000),
  '\uD800',
  '\u202E\u0000',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '<img src=x onerror=alert(1)>',
  '=cmd|"/c calc"!A1',
  '99999999999999999999',
  '-0',
  '1e5',
  true,
  null,
  [],
  [1, 'a', null],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
];

/** A hostile value, as sent in a URL (strings only there). */
export const hostileText = fc.constantFrom(
  ...HOSTILE_VALUES.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'))),
);

export const hostileValue = fc.constantFrom(...HOSTILE_VALUES);

/** Mixes a mostly-valid arbitrary with hostile values (one leaf in five). */
export const mostly = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });

const MAX_DEPTH = 6;

function patternArbitrary(pattern: string, maxLength: number | undefined): fc.Arbitrary<string> {
  try {
    const regex = new RegExp(pattern);
    const matching = fc.stringMatching(regex);
    return maxLength === undefined ? matching : matching.filter((s) => s.length <= maxLength);
  } catch {
    return fc.string({ maxLength: maxLength ?? 20 });
  }
}

function mergeAllOf(doc: JsonObject, parts: Json[]): JsonObject {
  const properties: JsonObject = {};
  const required: Json[] = [];
  for (const raw of parts) {
    const part = deref(doc, raw);
    if (!isObject(part)) continue;
    if (isObject(part.properties)) Object.assign(properties, part.properties);
    if (Array.isArray(part.required)) required.push(...part.required);
  }
  return { type: 'object', properties, required };
}

/**
 * Values that (mostly) satisfy a JSON schema of the contract, with hostile leaves mixed in when
 * `hostile` is set: the valid part reaches the handlers, the hostile part probes them.
 */
export function schemaArbitrary(
  doc: JsonObject,
  raw: Json | undefined,
  hostile: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = deref(doc, raw);
  const leaf = (a: fc.Arbitrary<unknown>) => (hostile ? mostly(a) : a);
  if (!isObject(schema) || depth > MAX_DEPTH) return leaf(fc.constant(null));
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return leaf(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) return leaf(fc.constant(schema.const));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0)
      return fc.oneof(...options.map((o) => schemaArbitrary(doc, o, hostile, depth + 1)));
  }
  if (Array.isArray(schema.allOf))
    return schemaArbitrary(doc, mergeAllOf(doc, schema.allOf), hostile, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  if (types.length > 1)
    return fc.oneof(
      ...types.map((type) => schemaArbitrary(doc, { ...schema, type }, hostile, depth + 1)),
    );
  const num = (key: string) =>
    typeof schema[key] === 'number' ? (schema[key] as number) : undefined;
  switch (types[0]) {
    case 'integer': {
      const min = num('minimum') ?? -2147483648;
      const max = num('maximum') ?? 2147483647;
      // Small values hit existing rows; the full range probes the edges.
      return leaf(
        fc.oneof(fc.integer({ min, max: Math.min(max, min + 300) }), fc.integer({ min, max })),
      );
    }
    case 'number':
      return leaf(
        fc.double({ min: num('minimum') ?? -1e9, max: num('maximum') ?? 1e9, noNaN: true }),
      );
    case 'boolean':
      return leaf(fc.boolean());
    case 'null':
      return leaf(fc.constant(null));
    case 'string': {
      const maxLength = num('maxLength');
      if (typeof schema.pattern === 'string')
        return leaf(patternArbitrary(schema.pattern, maxLength));
      return leaf(
        fc.string({ minLength: num('minLength') ?? 0, maxLength: Math.min(maxLength ?? 40, 40) }),
      );
    }
    case 'array':
      return leaf(
        fc.array(schemaArbitrary(doc, schema.items, hostile, depth + 1), {
          minLength: num('minItems') ?? 0,
          maxLength: Math.max(num('minItems') ?? 0, Math.min(num('maxItems') ?? 4, 4)),
        }),
      );
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, sub]) => [
            name,
            schemaArbitrary(doc, sub, hostile, depth + 1),
          ]),
        ),
        { requiredKeys: required.filter((name) => name in properties) },
      );
      if (!isObject(schema.additionalProperties)) return record;
      const extra = fc.dictionary(
        fc.string({ maxLength: 12 }),
        schemaArbitrary(doc, schema.additionalProperties, hostile, depth + 1),
        { maxKeys: 3 },
      );
      return fc.tuple(record, extra).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return leaf(fc.jsonValue({ maxDepth: 2 }));
  }
}

/** A value as it travels in a path segment, query string or form field. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

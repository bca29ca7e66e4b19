import { describe, expect, it } from 'vitest';
import { expandResources } from '../../../../scripts/openapi-resources.mjs';
import { loadOpenApi } from '../../src/plugins/contract';

type Doc = Parameters<typeof expandResources>[0];
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function expand(declarations: Record<string, Record<string, unknown>>, doc?: Doc): Doc {
  const target =
    doc ??
    ({
      paths: {},
      components: {
        schemas: {
          Thing: { type: 'object' },
          ThingBody: {
            type: 'object',
            required: ['name'],
            properties: { thingId: { type: 'integer' }, name: { type: 'string' } },
            additionalProperties: false,
          },
        },
      },
    } as Doc);
  expandResources(target, declarations, 'test.yaml', new Set(), (message) => {
    throw new Error(message);
  });
  return target;
}

/** The paths of `doc`, after checking they are exactly `expected` (in sorted order). */
function expectPaths(doc: Doc, expected: string[]): Record<string, Node> {
  const paths = doc.paths as Record<string, Node>;
  expect(Object.keys(paths).sort()).toEqual(expected);
  return paths;
}

const thing = {
  tag: 't',
  path: '/t/thing',
  id: 'thingId',
  permission: 't:thing',
  row: 'Thing',
  body: 'ThingBody',
  filters: { name: { type: 'string', maxLength: 20 } },
  sort: ['thingId'],
};

describe('contract resources: macro', () => {
  it('expands the default operations with RuoYi paths, operationIds, permissions and facts', () => {
    const doc = expand({ Thing: thing });
    const paths = expectPaths(doc, [
      '/t/thing',
      '/t/thing/export',
      '/t/thing/list',
      '/t/thing/{thingId}',
    ]);
    const ops = Object.values(paths).flatMap((item) =>
      Object.values(item).map((op: Node) => [op.operationId, op['x-permission']]),
    );
    expect(ops.sort()).toEqual([
      ['addThing', 't:thing:add'],
      ['deleteThings', 't:thing:remove'],
      ['editThing', 't:thing:edit'],
      ['exportThings', 't:thing:export'],
      ['getThing', 't:thing:query'],
      ['listThings', 't:thing:list'],
    ]);
    const list = paths['/t/thing/list']?.get;
    expect(list['x-resource']).toEqual({
      name: 'Thing',
      operation: 'list',
      path: '/t/thing',
      filters: ['name'],
      timeRange: false,
      sort: ['thingId'],
    });
    expect(list.parameters.map((p: Node) => p.name ?? p.$ref)).toEqual([
      'name',
      '#/components/parameters/PageNum',
      '#/components/parameters/PageSize',
      '#/components/parameters/OrderByColumn',
      '#/components/parameters/IsAsc',
    ]);
    expect(paths['/t/thing/{thingId}']?.delete.parameters[0].schema).toEqual({
      $ref: '#/components/schemas/IdList',
    });
  });

  it('gives the edit body its own schema with the id required (no allOf)', () => {
    const doc = expand({ Thing: thing });
    expect(doc.components.schemas.ThingEditBody).toEqual({
      type: 'object',
      description: 'ThingBody with the id of the thing to update',
      required: ['thingId', 'name'],
      properties: { thingId: { $ref: '#/components/schemas/Id' }, name: { type: 'string' } },
      additionalProperties: false,
    });
    expect((doc.paths as Record<string, Node>)['/t/thing']?.put.requestBody.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ThingEditBody' } },
    });
  });

  it('takes operations, overrides, ranges and open operations from the declaration', () => {
    const doc = expand({
      Thing: {
        ...thing,
        operations: ['list', 'remove', 'clean', 'options'],
        idsParam: 'thingIds',
        timeRange: true,
        operationIds: { list: 'thingTable' },
        auth: { remove: 'authenticated' },
      },
    });
    const paths = expectPaths(doc, [
      '/t/thing/clean',
      '/t/thing/list',
      '/t/thing/optionselect',
      '/t/thing/{thingIds}',
    ]);
    expect(paths['/t/thing/list']?.get.operationId).toBe('thingTable');
    expect(paths['/t/thing/list']?.get.parameters).toContainEqual({
      $ref: '#/components/parameters/BeginTime',
    });
    expect(paths['/t/thing/optionselect']?.get['x-permission']).toBeUndefined();
    expect(paths['/t/thing/{thingIds}']?.delete['x-permission']).toBeUndefined();
    expect(paths['/t/thing/clean']?.delete['x-permission']).toBe('t:thing:remove');
    expect(doc.components.schemas.ThingEditBody).toBeUndefined();
  });

  it('refuses unknown keys, missing facts, a body that is not an object and paths defined twice', () => {
    expect(() => expand({ Thing: { ...thing, colour: 'red' } })).toThrow('unknown key colour');
    expect(() => expand({ Thing: { ...thing, permission: undefined } })).toThrow(
      'permission is required',
    );
    expect(() => expand({ Thing: { ...thing, body: 'Nope' } })).toThrow(
      'body Nope is not an object',
    );
    expect(() => expand({ thing })).toThrow('PascalCase');
    const doc = structuredClone(loadOpenApi()) as Doc;
    expect(() => expand({ Post: { ...thing, path: '/system/post', row: 'OrgPost' } }, doc)).toThrow(
      'is already defined',
    );
  });
});

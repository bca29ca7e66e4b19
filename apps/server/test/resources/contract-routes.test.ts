import { describe, expect, it } from 'vitest';
import type { RegisteredResource } from '../../src/resources';
import { API, getApp } from '../helper';
import { contractProblems } from './contract-check';

type Node = Record<string, unknown>;
const copy = <T>(value: T): T => structuredClone(value);

describe('resources ↔ contract', () => {
  it('every resource registered on the app agrees with the contract, and every resource operation of the contract has a route', async () => {
    const app = await getApp();
    // The registry works (areas added later are picked up the same way).
    expect(app.resources.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/system/post',
        '/system/config',
        '/system/dict/type',
        '/system/dict/data',
        '/system/notice',
        '/monitor/operlog',
        '/monitor/logininfor',
        '/monitor/job',
        '/monitor/jobLog',
      ]),
    );
    expect(contractProblems(app.openapi, app.resources, app.routeManifest, API)).toEqual([]);
  });

  it('reports a permission, filter, sort, path or missing route that differs', async () => {
    const app = await getApp();
    const post = app.resources.find((r) => r.path === '/system/post') as RegisteredResource;
    const problems = (resources: RegisteredResource[], doc: Node = app.openapi) =>
      contractProblems(doc, resources, app.routeManifest, API);

    const renamed = copy(post);
    renamed.operations = renamed.operations.map((op) =>
      op.operation === 'add' ? { ...op, auth: { permission: 'system:post:create' } } : op,
    );
    expect(problems([renamed])).toEqual([
      expect.stringContaining('add: POST /system/post: permission system:post:create'),
    ]);

    expect(problems([{ ...copy(post), filters: ['postCode', 'postName'] }])).toEqual([
      expect.stringContaining('list: GET /system/post/list: filters'),
      expect.stringContaining('export: POST /system/post/export: export fields'),
    ]);
    expect(problems([{ ...copy(post), sort: ['postId'] }])).toEqual([
      expect.stringContaining('sort [postId]'),
    ]);
    expect(problems([{ ...copy(post), notFound: false }])).toEqual([
      expect.stringContaining('notFound false'),
    ]);
    const moved = copy(post);
    moved.operations = [
      { operation: 'get', method: 'get', path: '/system/posts/{postId}', auth: 'authenticated' },
    ];
    expect(problems([moved])).toEqual([expect.stringContaining('is not that operation')]);

    const doc = copy(app.openapi);
    const paths = doc.paths as Record<string, Node>;
    paths['/system/post/approve'] = {
      put: {
        'x-permission': 'system:post:approve',
        'x-resource': { name: 'Post', operation: 'edit', path: '/system/post' },
      },
    };
    expect(problems([], doc)).toEqual([
      expect.stringContaining('contract PUT /system/post/approve (/system/post edit) has no route'),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { apiTags, describeSchema, filterTags, typeOf, type OpenApiDoc } from './openapi-model';

const doc: OpenApiDoc = {
  openapi: '3.1.0',
  info: { title: 'WCM', version: '1' },
  tags: [{ name: 'monitor', description: 'Monitoring' }, { name: 'empty' }],
  paths: {
    '/monitor/job/{jobId}': {
      get: {
        operationId: 'getJob',
        tags: ['monitor'],
        summary: 'One job',
        parameters: [{ $ref: '#/components/parameters/JobId' }],
        responses: {
          '200': {
            description: 'The job',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } },
          },
          '400': { $ref: '#/components/responses/Error' },
        },
      },
    },
    '/ping': { get: { summary: 'Ping', responses: { '200': { description: 'pong' } } } },
  },
  components: {
    parameters: {
      JobId: { name: 'jobId', in: 'path', required: true, schema: { type: 'integer' } },
    },
    responses: { Error: { description: 'Bad request' } },
    schemas: {
      Job: {
        type: 'object',
        required: ['jobId'],
        properties: {
          jobId: { type: 'integer', description: 'Id' },
          status: { type: 'string', enum: ['0', '1'] },
          tags: { type: 'array', items: { type: 'string' } },
          parent: { $ref: '#/components/schemas/Job' },
        },
      },
    },
  },
};

describe('openapi model of the system interface page', () => {
  it('groups operations by tag with resolved parameters and responses', () => {
    const tags = apiTags(doc);
    expect(tags.map((t) => t.name)).toEqual(['monitor', 'default']);
    const op = tags[0]!.operations[0]!;
    expect(op).toMatchObject({
      id: 'getJob',
      method: 'GET',
      path: '/monitor/job/{jobId}',
      summary: 'One job',
    });
    expect(op.parameters).toEqual([
      { name: 'jobId', in: 'path', required: true, description: '', type: 'integer' },
    ]);
    expect(op.responses.map((r) => [r.status, r.description])).toEqual([
      ['200', 'The job'],
      ['400', 'Bad request'],
    ]);
    expect(op.responses[0]!.schema).toContain('jobId*: integer  // Id');
  });

  it('describes schemas readably and stops at recursive references', () => {
    const text = describeSchema(doc, { $ref: '#/components/schemas/Job' });
    expect(text).toContain('status: "0" | "1"');
    expect(text).toContain('tags: string[]');
    expect(text).toContain('parent: Job');
    expect(typeOf(doc, { type: ['string', 'null'] })).toBe('string | null');
  });

  it('filters by method, path, summary or tag', () => {
    const tags = apiTags(doc);
    expect(filterTags(tags, 'ping').map((t) => t.name)).toEqual(['default']);
    expect(filterTags(tags, 'MONITOR')[0]!.operations).toHaveLength(1);
    expect(filterTags(tags, 'nothing')).toEqual([]);
    expect(filterTags(tags, ' ')).toHaveLength(2);
  });
});

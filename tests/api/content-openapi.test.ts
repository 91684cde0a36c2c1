import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/server/lib/http-error';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type Operation = {
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
};
let paths: Record<string, Record<string, Operation>>;
let components: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
    paths: typeof paths;
    components: typeof components;
  };
  paths = doc.paths;
  components = doc.components;
});
afterAll(() => t.close());

const CALLS: [string, string, string[]][] = [
  ['get', '/api/post_types', ['200']],
  ['post', '/api/post_types', ['201', '400', '401', '403', '413', '422']],
  ['patch', '/api/post_types/{id}', ['200', '400', '401', '403', '404', '422']],
  ['post', '/api/post_types/{id}/images', ['200', '401', '403', '404', '413', '422']],
  ['delete', '/api/post_types/{id}', ['204', '401', '403', '404']],
  ['get', '/api/weapons', ['200']],
  ['post', '/api/weapons', ['201']],
  ['patch', '/api/weapons/{id}', ['200']],
  ['delete', '/api/weapons/{id}', ['204']],
  ['post', '/api/weapons/{id}/images', ['200']],
  ['get', '/api/master_histories', ['200']],
  ['post', '/api/master_histories', ['201']],
  ['patch', '/api/master_histories/{id}', ['200', '404']],
  ['post', '/api/master_histories/{id}/images', ['200']],
  ['delete', '/api/master_histories/{id}', ['204']],
  ['get', '/api/techniques', ['200']],
  ['post', '/api/techniques', ['201']],
  ['patch', '/api/techniques/{id}', ['200']],
  ['delete', '/api/techniques/{id}', ['204']],
  ['get', '/api/manuscripts', ['200']],
  ['get', '/api/manuscripts/{id}', ['200', '404']],
  ['get', '/api/posts', ['200', '400']],
  ['get', '/api/posts/{id}', ['200', '404']],
  ['post', '/api/posts', ['201', '401', '413', '422']],
  ['post', '/api/posts/{id}/increment-views', ['201', '404']],
  ['delete', '/api/posts/{id}', ['204', '401', '403', '404']],
  ['post', '/api/posts/{postId}/likes/{userId}', ['200', '201', '401', '403', '404']],
  ['get', '/api/posts/{postId}/likes', ['200']],
  ['get', '/api/user/{userId}/likes', ['200']],
  ['post', '/api/posts/{postId}/rates/{userId}', ['200', '400', '401', '403', '404', '422']],
  ['get', '/api/publicities', ['200']],
  ['post', '/api/publicities', ['201']],
  ['patch', '/api/publicities/{id}', ['200', '404']],
  ['post', '/api/publicities/{id}/image', ['200']],
  ['delete', '/api/publicities/{id}', ['204', '404']],
  ['get', '/api/search/suggestions', ['200']],
  ['get', '/api/search', ['200']],
  ['get', '/api/generate-presigned-url', ['200', '401']],
];

describe('the OpenAPI document', () => {
  it('lists every content call of §7 with its responses', () => {
    for (const [method, path, statuses] of CALLS) {
      const operation = paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(statuses));
    }
  });

  it('marks the calls needing a bearer and documents the scheme', () => {
    expect(components.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(paths['/api/post_types']!.post!.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/post_types']!.get!.security).toBeUndefined();
    expect(paths['/api/posts/{id}']!.delete!.security).toEqual([{ bearerAuth: [] }]);
  });

  it('names the bearer on every call answering 401 for a missing one, admin calls included', () => {
    const open: string[] = [];
    for (const [path, operations] of Object.entries(paths))
      for (const [method, operation] of Object.entries(operations)) {
        const unauthorized = operation.responses['401'] as { description?: string } | undefined;
        if (unauthorized?.description === MESSAGES.unauthorized && !operation.security) open.push(`${method} ${path}`);
      }
    expect(open).toEqual([]);
    expect(paths['/api/rebuilds']!.post!.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/users/{id}']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });

  it('gives request schemas: multipart creates with a binary file, JSON patches, the rate body', () => {
    const create = paths['/api/weapons']!.post!.requestBody!.content['multipart/form-data'] as {
      schema: { properties: Record<string, { format?: string }> };
    };
    expect(create.schema.properties.file!.format).toBe('binary');
    expect(Object.keys(paths['/api/techniques']!.post!.requestBody!.content)).toEqual(['application/json']);
    expect(Object.keys(paths['/api/weapons/{id}']!.patch!.requestBody!.content)).toEqual(['application/json']);
    expect(components.schemas).toHaveProperty('Rate');
    expect(components.schemas).toHaveProperty('Post');
    expect(components.schemas).toHaveProperty('Suggestion');
  });
});

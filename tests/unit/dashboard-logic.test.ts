import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../src/lib/api/messages';
import { failureOf, type ApiFailure } from '../../src/lib/api/result';
import { SseParser } from '../../src/lib/api/sse';
import { RESOURCES } from '../../src/features/dashboard/resources/definitions';
import { initialValues, toFormData, toJson, withoutEmpty } from '../../src/features/dashboard/resources/form-values';
import { DASHBOARD_ROUTES, routeOf, segmentOf } from '../../src/features/dashboard/routes';
import { clientPage } from '../../src/features/dashboard/table/client-table';
import { fold } from '../../src/lib/fold';

const failure = (status: number, statusText: string, body: unknown = null): ApiFailure =>
  failureOf(status, statusText, body);

describe('dashboard toasts (spec §8)', () => {
  it('uses the literal messages for 400, 422 and 404 of create, update and delete', () => {
    expect(
      failureMessage('create technique', failure(400, 'Bad Request', { message: 'Error 400: Invalid input' })),
    ).toBe('Error 400: Invalid input');
    expect(
      failureMessage('create technique', failure(400, 'Bad Request', { message: 'Error 400 : Bad request' })),
    ).toBe('Error 400 : Bad request');
    expect(failureMessage('create technique', failure(400, 'Bad Request', { message: 'something else' }))).toBe(
      'Error 400 : Bad request',
    );
    expect(
      failureMessage(
        'update technique',
        failure(422, 'Unprocessable Entity', { message: 'Error 422: Unprocessable entity' }),
      ),
    ).toBe('Error 422: Unprocessable entity');
    expect(
      failureMessage('delete technique', failure(404, 'Not Found', { message: 'Error 404: Resource not found' })),
    ).toBe('Error 404: Resource not found');
    expect(failureMessage('delete post', failure(404, 'Not Found', { message: 'Post not found' }))).toBe(
      'Post not found',
    );
    expect(
      failureMessage(
        'update master history',
        failure(404, 'Not Found', { message: 'MasterHistory resource not found' }),
      ),
    ).toBe('MasterHistory resource not found');
  });

  it("says 'Failed to <action>: status text' otherwise, publicities included", () => {
    expect(failureMessage('create technique', failure(500, 'Internal Server Error'))).toBe(
      'Failed to create technique: 500 Internal Server Error',
    );
    expect(failureMessage('add publicity', failure(503, 'Service Unavailable'))).toBe(
      'Failed to add publicity: 503 Service Unavailable',
    );
    expect(failureMessage('delete publicity', failure(403, 'Forbidden'))).toBe(
      'Failed to delete publicity: 403 Forbidden',
    );
    expect(failureMessage('update technique', failure(0, ''), 'content', 'Network error')).toBe(
      'Failed to update technique: Network error',
    );
  });

  it('gives user calls the status and the reason the API gave', () => {
    const own = failure(422, 'Unprocessable Entity', {
      message: 'Error 422: Unprocessable entity',
      errors: { role: ['You cannot change your own role'] },
    });
    expect(failureMessage('update user information', own, 'detail')).toBe(
      'Failed to update user information: 422 You cannot change your own role',
    );
    expect(
      failureMessage('delete user', failure(404, 'Not Found', { message: 'Error 404: Resource not found' }), 'detail'),
    ).toBe('Failed to delete user: 404 Error 404: Resource not found');
  });
});

describe('dashboard server-sent events reader', () => {
  it('assembles events split across chunks and skips comments', () => {
    const parser = new SseParser();
    expect(parser.feed('event: rebuild\ndata: {"id":1,')).toEqual([]);
    expect(parser.feed('"progress":5}\n\n: keep-alive\n\nevent: rebuild\r\ndata: {"id":1}\r\n\r\n')).toEqual([
      { event: 'rebuild', data: '{"id":1,"progress":5}' },
      { event: 'rebuild', data: '{"id":1}' },
    ]);
  });
});

describe('dashboard tables in the browser', () => {
  const rows = [
    { name: 'Zornhau', views: 3 },
    { name: 'Krumphau', views: 10 },
    { name: 'Schielhau', views: 1 },
    { name: 'Zwerchhau', views: 7 },
  ];
  const options = {
    text: (row: (typeof rows)[number]) => row.name,
    sortValue: (row: (typeof rows)[number], key: string) => (key === 'views' ? row.views : row.name),
    pageSize: 2,
  };

  it('searches ignoring case and accents', () => {
    expect(fold('Él Ñandú')).toBe('el nandu');
    expect(clientPage(rows, 'ZW', { key: 'name', order: 'asc' }, 1, options).rows.map((r) => r.name)).toEqual([
      'Zwerchhau',
    ]);
  });

  it('sorts either way and pages, clamping the page', () => {
    const desc = clientPage(rows, '', { key: 'views', order: 'desc' }, 1, options);
    expect(desc.rows.map((r) => r.views)).toEqual([10, 7]);
    expect(desc.pageCount).toBe(2);
    const last = clientPage(rows, '', { key: 'name', order: 'asc' }, 9, options);
    expect(last.page).toBe(2);
    expect(last.rows.map((r) => r.name)).toEqual(['Zornhau', 'Zwerchhau']);
  });
});

describe('dashboard forms', () => {
  it('sends PATCH bodies with every field, links as ids or null, years as numbers', () => {
    const manuscripts = RESOURCES.manuscripts;
    const values = { ...initialValues(manuscripts, null), title: ' Codex Wallerstein ', year: '1470', authorId: null };
    expect(toJson(manuscripts, values)).toMatchObject({
      title: 'Codex Wallerstein',
      year: 1470,
      authorId: null,
      shelfmark: '',
    });
  });

  it('sends multipart creates with repeated list fields and the image as file', () => {
    const masterHistories = RESOURCES.masterHistories;
    const file = new File([new Uint8Array([1, 2])], 'portrait.png', { type: 'image/png' });
    const form = toFormData(
      masterHistories,
      { ...initialValues(masterHistories, null), name: 'Fiore', influencedBy: [3, 4] },
      file,
    );
    expect(form.getAll('influencedBy')).toEqual(['3', '4']);
    expect(form.get('name')).toBe('Fiore');
    expect(form.has('period')).toBe(false);
    expect((form.get('file') as File).name).toBe('portrait.png');
  });

  it('drops empty links from a JSON create (techniques)', () => {
    const body = withoutEmpty(
      toJson(RESOURCES.techniques, {
        name: 'Zornhau',
        description: '',
        weaponId: 2,
        masterId: null,
        manuscriptId: null,
      }),
    );
    expect(body).toEqual({ name: 'Zornhau', weaponId: 2 });
  });
});

describe('dashboard routes (spec §2)', () => {
  it('has the nine entries and highlights by the second path segment', () => {
    expect(DASHBOARD_ROUTES.map((route) => (route.segment ? `/dashboard/${route.segment}` : '/dashboard'))).toEqual([
      '/dashboard',
      '/dashboard/content-type',
      '/dashboard/martial-arts',
      '/dashboard/master-histories',
      '/dashboard/manuscripts',
      '/dashboard/techniques',
      '/dashboard/posts',
      '/dashboard/users',
      '/dashboard/partners',
    ]);
    expect(segmentOf('/dashboard/users')).toBe('users');
    expect(routeOf('/dashboard')?.nav).toBe('home');
    expect(routeOf('/dashboard/nothing')).toBeNull();
    expect(routeOf('/dashboard/users/12')).toBeNull();
  });
});

describe('dashboard translations', () => {
  const load = (lng: string) =>
    JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lng}/dashboard.json`), 'utf8'),
    ) as Record<string, unknown>;
  const entries = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key))
      : [[prefix, String(value)]];
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('has the same keys and placeholders in English and French, and the spec names', () => {
    const en = new Map(entries(load('en')));
    const fr = new Map(entries(load('fr')));
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) expect(placeholders(fr.get(key)!), key).toEqual(placeholders(text));
    for (const strings of [en, fr]) {
      expect(strings.get('nav.users')).toBe('Users List');
      expect(strings.get('nav.publicities')).toBe('Partners');
      expect(strings.get('title')).toBe('Dashboard');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  documentedOperations,
  ROUTES,
  securityFixtures,
  send,
  tokenOf,
  type Fixtures,
} from './security-routes';

/**
 * The full authorization matrix: every documented operation x {visitor, owner, other
 * user, admin}, each call on fresh fixtures so no cell depends on another.
 */
let f: Fixtures;

beforeAll(async () => {
  f = await securityFixtures();
});
afterAll(() => f.t.close());

describe('authorization matrix', () => {
  it('has an expectation for every operation of /api/openapi.json, and none for an undocumented one', async () => {
    const documented = await documentedOperations(f.t);
    expect(documented.length).toBeGreaterThan(100);
    expect(
      documented.filter((op) => !(op in ROUTES)),
      'documented but not classified',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((op) => !documented.includes(op)),
      'classified but not documented',
    ).toEqual([]);
  });

  it.each(Object.entries(ROUTES))('%s answers each caller as expected', async (operation, route) => {
    const [method, template] = operation.split(' ') as [string, string];
    const got: Record<string, number> = {};
    for (const as of CALLERS) {
      const req = await route.build(f, as);
      const res = await send(f.t, method, template, req, tokenOf(f, as, req));
      got[as] = res.status;
      // A HEAD answer has no body: its status is all it tells.
      if (res.status >= 400 && method !== 'HEAD') {
        const body = (await res.json()) as { message?: unknown };
        expect(typeof body.message, `${operation} as ${as}: the error has a message`).toBe('string');
      } else await res.body?.cancel();
    }
    expect(got).toEqual(route.expect);
  });
});

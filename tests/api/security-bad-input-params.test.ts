import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, documentedInputs, expectNoProblems, probe, type Operation, type RowCarry } from './security-corpus';
import { probeInput } from './security-probe-input';
import { ROUTES, securityFixtures, watchRowCounts, type Fixtures } from './security-routes';

/** Naughty strings in every path and query parameter of every documented operation. */
let f: Fixtures;
let inputs: Map<string, Operation>;

beforeAll(async () => {
  f = await securityFixtures({ STRIPE_WEBHOOK_SECRET: 'whsec_corpus' });
  inputs = await documentedInputs(f.t);
});
afterAll(() => f.t.close());

describe('the row watch behind "nothing stored"', () => {
  it('names a table that gained a row, then one that lost it, and nothing after a rolled-back insert', async () => {
    const gained = await watchRowCounts(f.t);
    await f.t.deps.db.execute(sql`insert into publicities (title, url) values ('watched', 'https://example.org/')`);
    expect(await gained()).toEqual(['publicities']);
    const lost = await watchRowCounts(f.t);
    await f.t.deps.db.execute(sql`delete from publicities where title = 'watched'`);
    expect(await lost()).toEqual(['publicities']);
    const rolledBack = await watchRowCounts(f.t);
    await f.t.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into publicities (title, url) values ('rolled back', 'https://example.org/')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await rolledBack()).toEqual([]);
  });

  it('still names the table a refused write changed when its probe starts from the counts the last refused one left', async () => {
    const refused = (write: boolean) => async () => {
      if (write)
        await f.t.deps.db.execute(sql`insert into publicities (title, url) values ('kept', 'https://example.org/')`);
      return Response.json({ code: 'invalid', message: 'Refused' }, { status: 400 });
    };
    const carry: RowCarry = {};
    const problems: string[] = [];
    await probe(f, 'POST', 'clean', refused(false), problems, [], carry);
    expect(carry.counts).toBeDefined();
    await probe(f, 'POST', 'stored', refused(true), problems, [], carry);
    expect(problems).toEqual(['stored: refused (400) but changed publicities']);
    // An accepted write leaves no counts to start from: the next probe counts again.
    await probe(f, 'POST', 'accepted', async () => new Response(null, { status: 201 }), problems, [], carry);
    expect(carry.counts).toBeUndefined();
  });
});

describe('bad input in path and query parameters', () => {
  it.each(Object.entries(ROUTES))('%s: no 5xx, a clear error, nothing stored', async (operation, route) => {
    const op = inputs.get(operation)!;
    const caller = callerFor(route);
    const problems: string[] = [];
    const params = [
      ...op.pathParams.map((name) => ['path', name] as const),
      ...op.queryParams.map((name) => ['query', name] as const),
    ];
    for (const [where, name] of params) {
      await probeInput(
        f,
        { operation, op, route, caller },
        name,
        2000,
        (valid, raw) => {
          const value = raw.toWellFormed();
          return where === 'path'
            ? { ...valid, params: { ...valid.params, [name]: value } }
            : { ...valid, query: { ...valid.query, [name]: value } };
        },
        problems,
      );
    }
    expectNoProblems(problems);
  });
});

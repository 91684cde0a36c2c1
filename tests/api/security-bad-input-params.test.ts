import { afterAll, beforeAll, describe, it } from 'vitest';
import { callerFor, documentedInputs, expectNoProblems, type Operation } from './security-corpus';
import { probeInput } from './security-probe-input';
import { ROUTES, securityFixtures, type Fixtures } from './security-routes';

/** Naughty strings in every path and query parameter of every documented operation. */
let f: Fixtures;
let inputs: Map<string, Operation>;

beforeAll(async () => {
  f = await securityFixtures({ STRIPE_WEBHOOK_SECRET: 'whsec_corpus' });
  inputs = await documentedInputs(f.t);
});
afterAll(() => f.t.close());

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

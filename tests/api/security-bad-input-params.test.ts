import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  callerFor,
  documentedInputs,
  expectNoProblems,
  probe,
  samplesFor,
  seedOf,
  type Operation,
} from './security-corpus';
import { ROUTES, securityFixtures, send, tokenOf, type Fixtures, type Request } from './security-routes';

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
      // A refused request changed nothing (checked), so its fixtures serve the next string.
      let valid: Request | null = null;
      for (const sample of samplesFor(seedOf(`${operation} ${name}`), 2000)) {
        valid ??= await route.build(f, caller);
        const value = sample.value.toWellFormed();
        const req: Request =
          where === 'path'
            ? { ...valid, params: { ...valid.params, [name]: value } }
            : { ...valid, query: { ...valid.query, [name]: value } };
        const status = await probe(
          f,
          op.method,
          `${name}=${sample.label}`,
          () => send(f.t, op.method, op.path, req, tokenOf(f, caller, req)),
          problems,
        );
        if (status < 400) valid = null;
      }
    }
    expectNoProblems(problems);
  });
});

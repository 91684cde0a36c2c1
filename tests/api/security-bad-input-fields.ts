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

/**
 * Naughty strings in every JSON and multipart field of the documented request bodies
 * (not a test file itself: two test files split the operations so they run side by side).
 */
export const LIBRARY_AND_POSTS =
  /^(POST|PATCH) \/api\/(post_types|weapons|master_histories|techniques|manuscripts|publicities|posts)\b/;

export function describeFieldCorpus(title: string, include: (operation: string) => boolean) {
  let f: Fixtures;
  let inputs: Map<string, Operation>;

  beforeAll(async () => {
    f = await securityFixtures({ STRIPE_WEBHOOK_SECRET: 'whsec_corpus' });
    inputs = await documentedInputs(f.t);
  });
  afterAll(() => f.t.close());

  const withBody = Object.entries(ROUTES).filter(
    ([operation]) => !operation.startsWith('GET ') && !operation.startsWith('DELETE ') && include(operation),
  );

  describe(title, () => {
    it.each(withBody)('%s: no 5xx, a clear error, nothing stored', async (operation, route) => {
      const op = inputs.get(operation)!;
      const caller = callerFor(route);
      const problems: string[] = [];
      for (const field of op.bodyFields) {
        // A refused request changed nothing (checked), so its fixtures serve the next string.
        let valid: Request | null = null;
        for (const sample of samplesFor(seedOf(`${operation} ${field}`), 100_000)) {
          valid ??= await route.build(f, caller);
          const req: Request =
            op.bodyType === 'form'
              ? { ...valid, form: { ...valid.form, [field]: sample.value } }
              : { ...valid, json: { ...(valid.json as object), [field]: sample.value } };
          const status = await probe(
            f,
            op.method,
            `${field}=${sample.label}`,
            () => send(f.t, op.method, op.path, req, tokenOf(f, caller, req)),
            problems,
          );
          if (status < 400) valid = null;
        }
      }
      expectNoProblems(problems);
    });
  });
}

import { afterAll, beforeAll, describe, it } from 'vitest';
import { callerFor, documentedInputs, expectNoProblems, type Operation } from './security-corpus';
import { probeInput } from './security-probe-input';
import { ROUTES, securityFixtures, type Fixtures } from './security-routes';

/**
 * Naughty strings in every JSON and multipart field of the documented request bodies
 * (not a test file itself: two test files split the operations so they run side by side).
 */
export const LIBRARY_AND_POSTS =
  /^(POST|PATCH|PUT) \/api\/(post_types|weapons|master_histories|techniques|manuscripts|publicities|posts)\b/;
/** The library's longest forms (histories, manuscripts and their regions): a file of their own, so two workers share the corpus. */
export const MASTERS_AND_MANUSCRIPTS = /^(POST|PATCH|PUT) \/api\/(master_histories|manuscripts)\b/;

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
    it.each(withBody)(
      '%s: no 5xx, a clear error, nothing stored',
      async (operation, route) => {
        const op = inputs.get(operation)!;
        const caller = callerFor(route);
        const problems: string[] = [];
        for (const field of op.bodyFields) {
          await probeInput(
            f,
            { operation, op, route, caller },
            field,
            100_000,
            (valid, value) =>
              op.bodyType === 'form'
                ? { ...valid, form: { ...valid.form, [field]: value } }
                : { ...valid, json: { ...(valid.json as object), [field]: value } },
            problems,
          );
        }
        expectNoProblems(problems);
        // Thirty-odd strings into every field: a minute and more on a loaded machine, and a test cut
        // off by its time would go on sending beside the next one, whose row counts it would move.
      },
      120_000,
    );
  });
}

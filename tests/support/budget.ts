/**
 * The tests' time budgets on this host. A budget is not a wait (a test ends on its own signals);
 * it is how long a test may take before it counts as stuck, set on a host whose reference work
 * (scripts/test-stage.mjs) took about 60 ms. `npm test` measures the host before its stages and
 * sets HDX_TEST_BUDGET_SCALE to `budgetScale` of it: the same host at a third of its speed (172 ms,
 * measured) stretches every default budget threefold instead of failing tests that only ran slow.
 * Unset (one file, `npx vitest`, `npx playwright test`): 1.
 */
const SET_ON_MS = 60;
const MOST = 4;

/** The budgets' scale on a host whose reference work took `referenceMs`: its ratio to SET_ON_MS, from 1 to MOST. */
export function budgetScale(referenceMs: number): number {
  return Math.min(MOST, Math.max(1, Math.round((referenceMs / SET_ON_MS) * 10) / 10));
}

function scaleFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1 || scale > MOST) {
    throw new Error(
      `HDX_TEST_BUDGET_SCALE is a number from 1 to ${MOST} (how much slower this host is), not "${value}"`,
    );
  }
  return scale;
}

export const BUDGET_SCALE = scaleFrom(process.env.HDX_TEST_BUDGET_SCALE);

/** `ms` on the host the budgets were set on, on this one. */
export const budget = (ms: number): number => Math.round(ms * BUDGET_SCALE);

import type { AppDeps } from '../../context';

/**
 * Once a takedown is committed: the Node server's copy of the takedowns is read again before
 * the answer goes out (its pages and lists change at once). A static host (Netlify) only
 * changes with a new build: its build hook is called at once.
 */
export async function afterTakedown(deps: AppDeps, requestedById: number | null): Promise<void> {
  await deps.takedowns?.changed();
  if (deps.env.NETLIFY_BUILD_HOOK_URL && deps.rebuilds) {
    await deps.rebuilds
      .request(requestedById)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'build hook after a takedown not called'));
  }
}

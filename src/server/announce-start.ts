import type { Logger } from './lib/logger';
import type { RebuildManager } from './services/rebuilds/rebuild-manager';

/** The start of the line a server prints when its first site build failed (the tests stop waiting on it). */
export const FIRST_BUILD_FAILED = 'The first site build failed';

interface StartLines {
  /** The address people open: PUBLIC_URL with the port actually listened on. */
  address: string;
  /** Whether the site is served already. */
  siteReady: boolean;
  siteBuild: 'auto' | 'never';
  rebuilds: RebuildManager;
  logger: Logger;
}

/**
 * Says on the console when HDX answers, and starts the site's code build (and the first publish
 * on a fresh install) when the server has no site build yet. "HDX is running" is printed once the pages answer, not when the port opens:
 * the first build of the demo takes 6 to 25 s here, during which only the API answers
 * (issue 29 §15); a line says that build has started.
 */
export async function announceStart({ address, siteReady, siteBuild, rebuilds, logger }: StartLines): Promise<void> {
  if (siteReady) {
    console.log(`HDX is running at ${address}`);
    return;
  }
  if (siteBuild === 'never') {
    console.log(`HDX is running at ${address} (the API only: there is no site build and SITE_BUILD is never)`);
    return;
  }
  logger.info('no site build of this code found: building it');
  const first = await rebuilds.startSite();
  console.log(`Building the site for the first time (half a minute at most); HDX answers at ${address} once it is done`);
  void rebuilds.idle().then(async () => {
    const row = await rebuilds.get(first.id);
    if (row?.status === 'succeeded') {
      logger.info('site build ready');
      console.log(`HDX is running at ${address}`);
    } else {
      logger.error({ error: row?.error, log: row?.log.split('\n').slice(-20) }, 'first site build failed');
      console.log(`${FIRST_BUILD_FAILED} (see the log above): only the API answers, at ${address}/api`);
    }
  });
}

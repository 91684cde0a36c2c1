import type { Logger } from './lib/logger';
import type { RebuildManager } from './services/rebuilds/rebuild-manager';
import type { PublishedSite } from './site/published-site';

/** The start of the line a server prints when its first site build failed (the tests stop waiting on it). */
export const FIRST_BUILD_FAILED = 'The first site build failed';

interface StartLines {
  /** The address people open: PUBLIC_URL with the port actually listened on. */
  address: string;
  /** The API address the site's code build reads the content layer from. */
  apiUrl: string;
  site: PublishedSite;
  siteBuild: 'auto' | 'never';
  rebuilds: RebuildManager;
  logger: Logger;
  /** Aborted when the server stops: a code build under way stops with it. */
  signal: AbortSignal;
}

/**
 * Says on the console when HDX answers. A server with no site build of this code builds it
 * first, on its own (the publish queue never waits on it), then shows the published content, or
 * publishes the first on a fresh install. "HDX is running" is printed once the pages answer, not
 * when the port opens: the first build of the demo takes 6 to 25 s here, during which only the API
 * answers (issue 29 §15); a line says that build has started.
 */
export async function announceStart(start: StartLines): Promise<void> {
  const { address, site, siteBuild, logger } = start;
  if (site.ready) return console.log(`HDX is running at ${address}`);
  if (siteBuild === 'never')
    return console.log(`HDX is running at ${address} (the API only: there is no site build and SITE_BUILD is never)`);
  logger.info(site.built ? 'nothing published yet: publishing' : 'no site build of this code found: building it');
  console.log(`Building the site for the first time (half a minute at most); HDX answers at ${address} once it is done`);
  const tail: string[] = [];
  void startSite(start, (line) => tail.push(line) > 20 && tail.shift()).then(
    () => console.log(`HDX is running at ${address}`),
    (error: unknown) => {
      logger.error({ err: error, log: tail }, 'first site build failed');
      console.log(`${FIRST_BUILD_FAILED} (see the log above): only the API answers, at ${address}/api`);
    },
  );
}

/** Builds the site's code (`astro build`) when it is not there, then shows the published content, publishing it first when nothing ever was. */
async function startSite({ apiUrl, site, rebuilds, signal }: StartLines, onLine: (line: string) => void) {
  if (!site.built) {
    const started = performance.now();
    await site.buildCode(apiUrl, onLine, signal);
    console.log(`Built the site's code in ${((performance.now() - started) / 1000).toFixed(1)} s (astro build)`);
    await rebuilds.follow();
  }
  if (site.ready) return;
  const first = await rebuilds.request(null);
  await rebuilds.idle();
  const row = await rebuilds.get(first.id);
  if (row?.status !== 'succeeded') throw new Error(`The first publish failed: ${row?.error ?? row?.status}`);
}

import type { LibraryContent } from '../../lib/types';
import type { SiteHost } from './site-host';
import type { SiteReleases } from './site-releases';

/**
 * Switches this server to a release: leased first (no server prunes it from now on), then
 * imported and served, then named by this server's pointer; the release it served before
 * loses this server's lease (requests still running on it finish from memory, and pruning
 * keeps the two newest releases anyway). Its pages show `content`, the published content (null:
 * what its build loaded).
 */
export async function serveRelease(
  host: SiteHost,
  releases: SiteReleases,
  dir: string,
  content: LibraryContent | null,
): Promise<void> {
  const previous = host.servedDir;
  releases.hold(dir);
  try {
    await host.load(dir, content);
  } catch (error) {
    releases.release(dir);
    throw error;
  }
  releases.publish(dir);
  if (previous && previous !== dir) releases.release(previous);
}

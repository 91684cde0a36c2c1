import type { AppDeps } from '../../context';
import { signMediaQuery } from '../access/signed-media';
import { S3Storage } from '../storage/s3-storage';
import { isHlsIndex } from './hls-keys';
import { rewritePlaylist } from './playlist-rewrite';

/** For whom and until when a paid stream's playlist was signed: its children get the same. */
export interface StreamGrant {
  viewerId: number;
  /** Unix seconds. */
  expires: number;
}

/**
 * The address of one file of a paid stream for the viewer of `grant`: playlists always
 * through /api/media (HMAC, checked with the viewer cookie, rewritten again there);
 * segments and storyboard images through /api/media on local disk, and presigned GETs
 * straight from the bucket on S3, lasting as long as the playlist's own signature.
 */
export async function signedStreamUrl(
  deps: Pick<AppDeps, 'storage' | 'secrets'>,
  key: string,
  grant: StreamGrant,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const { storage } = deps;
  if (storage instanceof S3Storage && !isHlsIndex(key))
    return storage.presignGet(key, Math.max(1, grant.expires - nowSeconds));
  return `${storage.publicUrl(key)}?${signMediaQuery(deps.secrets.urlSigningKey, key, grant.expires, grant.viewerId)}`;
}

/** A paid stream's playlist (or thumbnail track) with every address in it signed for `grant`. */
export function signPlaylist(
  deps: Pick<AppDeps, 'storage' | 'secrets'>,
  text: string,
  key: string,
  grant: StreamGrant,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return rewritePlaylist(text, key, (child) => signedStreamUrl(deps, child, grant, now));
}

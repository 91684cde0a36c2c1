import type { AppDeps } from '../../context';
import { signMediaQuery } from '../access/signed-media';
import { rewritePlaylist } from './playlist-rewrite';

/** For whom and until when a paid stream's playlist was signed: its children get the same. */
export interface StreamGrant {
  viewerId: number;
  /** Unix seconds. */
  expires: number;
}

/**
 * The address of one file of a paid stream for the viewer of `grant`: always through
 * /api/media (HMAC of key, expiry and viewer, checked with the viewer cookie), on either
 * storage driver. No presigned bucket address: it would work without the cookie
 * (docs/decisions/2026-11-26-paid-segments-on-s3.md).
 */
export function signedStreamUrl(deps: Pick<AppDeps, 'storage' | 'secrets'>, key: string, grant: StreamGrant): string {
  return `${deps.storage.publicUrl(key)}?${signMediaQuery(deps.secrets.urlSigningKey, key, grant.expires, grant.viewerId)}`;
}

/** A paid stream's playlist (or thumbnail track) with every address in it signed for `grant`. */
export function signPlaylist(
  deps: Pick<AppDeps, 'storage' | 'secrets'>,
  text: string,
  key: string,
  grant: StreamGrant,
): Promise<string> {
  return rewritePlaylist(text, key, (child) => Promise.resolve(signedStreamUrl(deps, child, grant)));
}

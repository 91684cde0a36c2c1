import path from 'node:path';
import { postIdOfHlsKey } from './hls-keys';

/**
 * The key a playlist line names, resolved against the playlist's own folder, when it is a
 * file of the same post's stream; null for anything else (an absolute address, `..` out of
 * the stream), which is left as it is and refused when requested.
 */
function childKey(parentKey: string, uri: string): { key: string; fragment: string } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/')) return null;
  const hash = uri.indexOf('#');
  const fragment = hash >= 0 ? uri.slice(hash) : '';
  const relative = (hash >= 0 ? uri.slice(0, hash) : uri).split('?')[0] ?? '';
  const key = path.posix.normalize(path.posix.join(path.posix.dirname(parentKey), relative));
  const postId = postIdOfHlsKey(key);
  return postId !== null && postId === postIdOfHlsKey(parentKey) ? { key, fragment } : null;
}

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/**
 * Rewrites every address of an HLS playlist (URI lines, `URI="…"` attributes of tags such as
 * `#EXT-X-MAP`) or of a WebVTT thumbnail track (its `storyboard.jpg#xywh=…` cue lines) to the
 * address `sign` gives for the file it names; comments, timings and the rest are kept.
 */
export async function rewritePlaylist(
  text: string,
  playlistKey: string,
  sign: (key: string) => Promise<string>,
): Promise<string> {
  const vtt = playlistKey.endsWith('.vtt');
  const signLine = async (uri: string) => {
    const child = childKey(playlistKey, uri);
    return child ? `${await sign(child.key)}${child.fragment}` : uri;
  };
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (vtt) {
      // Cue payloads of a thumbnail track are image addresses; headers, timings and blank lines stay.
      const isPayload =
        trimmed !== '' && !trimmed.includes('-->') && /^[\w./-]+\.(jpg|jpeg|png|webp)(#.*)?$/.test(trimmed);
      out.push(isPayload ? await signLine(trimmed) : line);
    } else if (trimmed === '') out.push(line);
    else if (trimmed.startsWith('#')) {
      const uris = [...trimmed.matchAll(URI_ATTRIBUTE)].map((match) => match[1] ?? '');
      let tag = line;
      for (const uri of uris) tag = tag.replace(`URI="${uri}"`, `URI="${await signLine(uri)}"`);
      out.push(tag);
    } else out.push(await signLine(trimmed));
  }
  return out.join('\n');
}

import { useEffect, useState } from 'react';
import type { PostStream } from '../../../contract/streams';
import { api } from '../../../lib/api/typed';

/** A queued stream may wait long (other videos first, or no worker): asked less and less often, up to this. */
const QUEUED_POLL_MAX_MS = 60_000;

/**
 * A post's stream (GET /api/posts/{id} `stream`: the background transcode), asked again every
 * `pollMs` while it is being prepared, and ever less often while it waits in the queue; null
 * until known (or for a post without video).
 */
export function useStreamState(postId: number, pollMs: number): PostStream | null {
  const [stream, setStream] = useState<PostStream | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let queuedWait = pollMs;
    const poll = async () => {
      const answer = await api(`GET /posts/${postId}`, { auth: true });
      if (stopped) return;
      const next = answer.ok ? (answer.data?.stream ?? null) : null;
      if (next) setStream(next);
      if (next?.status === 'queued') {
        timer = setTimeout(() => void poll(), queuedWait);
        queuedWait = Math.min(queuedWait * 2, QUEUED_POLL_MAX_MS);
      } else if (!answer.ok || next?.status === 'processing') timer = setTimeout(() => void poll(), pollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [postId, pollMs]);

  return stream;
}

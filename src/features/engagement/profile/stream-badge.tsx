import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';
import { useStreamState } from '../streams/use-stream-state';

/** A profile asks less often than the add-post page: up to a page of cards at once. */
const POLL_MS = 5000;

/**
 * Over the poster of the author's card while the video's streaming qualities are prepared (or
 * when that failed): the transcode's state, told to screen readers as it changes. Nothing once ready.
 */
export function StreamBadge({ postId, labels }: { postId: number; labels: Labels }) {
  const stream = useStreamState(postId, POLL_MS);
  if (!stream || stream.status === 'ready') return null;
  const failed = stream.status === 'failed';
  const text = failed
    ? labels.streamFailed
    : `${labels.streamPreparing}${stream.status === 'processing' ? ` ${fill(labels.streamPercent ?? '{{percent}}%', { percent: stream.progress })}` : ''}`;
  return (
    <p
      role="status"
      className={`rounded px-0.5 text-xs font-semibold text-white ${failed ? 'bg-blood' : 'bg-ink/85'}`}
      data-stream-state={stream.status}
    >
      {text}
    </p>
  );
}

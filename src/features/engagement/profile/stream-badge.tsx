import type { PostStream } from '../../../contract/streams';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';

/**
 * Over the poster of the author's card while the video's streaming qualities are prepared (or
 * when that failed): the transcode's state, told to screen readers as it changes. Nothing once ready.
 */
export function StreamBadge({ stream, labels }: { stream: PostStream | null | undefined; labels: Labels }) {
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

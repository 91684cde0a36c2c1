import { useId } from 'react';
import { fill, type Labels } from '../like/text';
import { useStreamState } from '../streams/use-stream-state';

interface Props {
  postId: number;
  labels: Labels;
}

/** How often the page asks for the stream's state while it is being prepared. */
const POLL_MS = 2000;

/**
 * After creating a post: the background transcode's progress (GET /api/posts/{id} `stream`),
 * polled until the streaming qualities are ready or failed. The video plays meanwhile.
 */
export function StreamProgress({ postId, labels }: Props) {
  const id = useId();
  const stream = useStreamState(postId, POLL_MS);

  const status = stream?.status ?? 'queued';
  const heading =
    status === 'ready' ? labels.streamReady : status === 'failed' ? labels.streamFailed : labels.streamPreparing;
  return (
    <section
      className="flex flex-col gap-1 rounded border border-stone-300 bg-stone-50 p-1.5"
      aria-labelledby={`${id}-heading`}
      data-stream-state={status}
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {labels.postCreated}
      </h2>
      <p role="status">
        {heading}
        {status === 'processing'
          ? ` ${fill(labels.streamPercent ?? '{{percent}}%', { percent: stream?.progress ?? 0 })}`
          : ''}
      </p>
      {status === 'processing' && (
        <progress className="w-full" max={100} value={stream?.progress ?? 0} aria-label={labels.streamPreparing} />
      )}
      <p className="text-steel">{labels.streamHint}</p>
      <a className="font-semibold text-ink underline" href={`/videos/${postId}`}>
        {labels.watchPost}
      </a>
    </section>
  );
}

import { links } from '../../../lib/links';
import { useEffect, useId, useRef } from 'react';
import type { Locale } from '../../../lib/i18n/config';
import { localizePath } from '../../../lib/i18n/paths';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';
import { useStreamState } from '../streams/use-stream-state';

interface Props {
  postId: number;
  userId: number;
  locale: Locale;
  labels: Labels;
}

const link = 'inline-block py-0.5 font-semibold text-ink underline';

/** How often the page asks for the stream's state while it is being prepared. */
const POLL_MS = 2000;

/**
 * After creating a post: the background transcode's progress (GET /api/posts/{id} `stream`),
 * polled until the streaming qualities are ready or failed. The video plays meanwhile.
 */
export function StreamProgress({ postId, userId, locale, labels }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and its Publish button) is gone: focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const stream = useStreamState(postId, POLL_MS);

  const status = stream?.status ?? 'queued';
  const state =
    status === 'ready' ? labels.streamReady : status === 'failed' ? labels.streamFailed : labels.streamPreparing;
  return (
    <section
      className="flex flex-col gap-1 rounded border border-stone-300 bg-stone-50 p-1.5"
      aria-labelledby={`${id}-heading`}
      data-stream-state={status}
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="font-semibold">
        {labels.postCreated}
      </h2>
      <p data-live-where>{labels.liveWhere}</p>
      <p role="status">
        {state}
        {status === 'processing'
          ? ` ${fill(labels.streamPercent ?? '{{percent}}%', { percent: stream?.progress ?? 0 })}`
          : ''}
      </p>
      {status === 'processing' && (
        <progress className="w-full" max={100} value={stream?.progress ?? 0} aria-label={labels.streamPreparing} />
      )}
      {(status === 'queued' || status === 'processing') && <p className="text-steel">{labels.streamHint}</p>}
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        <a className={link} href={localizePath(links.post(postId), locale)}>
          {labels.watchPost}
        </a>
        <a className={link} href={localizePath(`/add-post?edit=${postId}`, locale)}>
          {labels.addCaptionsChapters}
        </a>
        <a className={link} href={localizePath(links.profile(userId), locale)}>
          {labels.viewProfile}
        </a>
      </p>
    </section>
  );
}

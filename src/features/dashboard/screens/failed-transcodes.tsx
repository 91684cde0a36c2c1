import { links } from '../../../lib/links';
import { useEffect, useId, useState } from 'react';
import type { FailedTranscode } from '../../../contract/streams';
import { apiSignedIn } from '../../../lib/api/signed-in';
import { toast } from '../../shared/toast';
import { useStrings } from '../strings';
import { fill } from '../../../lib/format';

/**
 * The video transcodes out of retries (GET /api/admin/transcodes/failed), each with a Retry
 * button (POST /api/admin/transcodes/{id}/retry). Shown only when there are some; nothing on a
 * server that does not transcode (503).
 */
export function FailedTranscodes() {
  const strings = useStrings();
  const labels = strings.transcodes;
  const id = useId();
  const [items, setItems] = useState<FailedTranscode[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let stopped = false;
    void apiSignedIn('GET /admin/transcodes/failed').then((answer) => {
      if (!stopped) setItems(answer.ok && answer.data ? answer.data.items : []);
    });
    return () => {
      stopped = true;
    };
  }, [version]);

  async function retry(item: FailedTranscode) {
    setBusy(item.id);
    const answer = await apiSignedIn(`POST /admin/transcodes/${item.id}/retry`);
    setBusy(null);
    const title = item.postTitle ?? `#${item.postId}`;
    if (answer.ok) void toast.success(fill(labels.retried, { title }));
    else void toast.error(answer.message ?? labels.retryFailed);
    setVersion((n) => n + 1);
  }

  if (!items.length) return null;
  const date = new Intl.DateTimeFormat(strings.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby={id} className="mb-3 rounded border border-blood bg-red-50 p-1.5">
      <h2 id={id} className="font-semibold text-blood">
        {labels.title}
      </h2>
      <p className="text-sm text-steel">{labels.intro}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-1" data-failed-transcode={item.postId}>
            <span className="font-semibold">
              {item.postTitle ? <a href={links.post(item.postId)}>{item.postTitle}</a> : labels.deletedPost}
            </span>
            <span className="text-sm text-steel">
              {fill(labels.attempts, { count: item.attempts, when: date.format(new Date(item.failedAt)) })}
            </span>
            <p className="w-full text-sm" data-failure-reason={item.reason}>
              {labels.reasons[item.reason]}
            </p>
            {item.canRetry && (
              <button
                type="button"
                className="rounded bg-ink px-2 py-0.5 font-semibold text-white hover:bg-steel disabled:opacity-60"
                aria-label={fill(labels.retryLabel, { title: item.postTitle ?? `#${item.postId}` })}
                disabled={busy !== null}
                onClick={() => void retry(item)}
              >
                {labels.retry}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

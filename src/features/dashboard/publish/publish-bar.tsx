import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ProgressBar } from '../forms/progress-bar';
import { useStrings } from '../strings';
import { fill, formatDate } from '../../../lib/format';
import { loadPublishState, publish, stopFollowing } from './publish-controller';
import { $publish, isFinished } from './publish-store';

/** The 'Publish' action with the state of the static site: changed, building (progress, log), failed. */
export function PublishBar() {
  const strings = useStrings();
  const state = useStore($publish);
  const [sending, setSending] = useState(false);
  const t = strings.publish;

  useEffect(() => {
    void loadPublishState(strings);
    return stopFollowing;
  }, [strings]);

  const current = state.current;
  const live = current !== null && !isFinished(current.status);
  let status = state.changed ? t.changed : t.upToDate;
  if (current?.status === 'queued') status = t.queued;
  else if (current?.status === 'running') status = fill(t.running, { progress: current.progress });
  else if (current?.status === 'failed' && !state.changed) status = fill(t.failed, { error: current.error ?? '' });

  const onPublish = async () => {
    setSending(true);
    try {
      await publish(strings);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label={t.label} className="rounded border border-stone-300 bg-white px-2 py-1">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-sm" role="status" aria-live="polite">
          {state.changed && !live && (
            <span aria-hidden="true" className="mr-1 inline-block size-1 rounded-full bg-gold align-middle" />
          )}
          <span className={current?.status === 'failed' && !state.changed ? 'text-blood' : ''}>{status}</span>
          {state.publishedAt && !live && (
            <span className="ml-1 text-steel">
              ({fill(t.lastPublished, { date: formatDate(state.publishedAt, strings.locale, 'moment') })})
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={() => void onPublish()}
          disabled={sending || !state.loaded}
          className="rounded bg-blood px-2 py-0.5 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
        >
          {t.button}
        </button>
      </div>
      {live && <ProgressBar className="mt-1" label={t.progress} value={current.progress} />}
      {current && current.log && (live || current.status === 'failed') && (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-steel">{t.log}</summary>
          <pre className="mt-0.5 max-h-[240px] overflow-auto rounded bg-stone-900 p-1 text-stone-100">
            {current.log.split('\n').slice(-40).join('\n')}
          </pre>
        </details>
      )}
    </section>
  );
}

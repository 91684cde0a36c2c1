import { useEffect, useId, useRef } from 'react';
import { formatBytes, formatDuration } from '../stores/upload';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';
import type { UploadPhase } from './use-video-upload';

interface Props {
  phase: UploadPhase;
  publishing: boolean;
  locale: string;
  labels: Labels;
  onCancel: () => void;
  onRetry: () => void;
  onPause: () => void;
  onResume: () => void;
  onDiscardUnfinished: () => void;
}

const secondary = 'mt-1 rounded border border-ink px-2 py-0.5 font-semibold text-ink hover:bg-ink hover:text-white';

/** The real progress bar: bytes sent of the total, percentage, time left; pause, resume, cancel, retry. */
export function UploadProgress({
  phase,
  publishing,
  locale,
  labels,
  onCancel,
  onRetry,
  onPause,
  onResume,
  onDiscardUnfinished,
}: Props) {
  const id = useId();
  // The button pressed goes away (Pause becomes Resume, Cancel leaves a message): focus follows to what replaced it.
  const moveFocus = useRef(false);
  const replacement = useRef<HTMLElement | null>(null);
  const hold = (element: HTMLElement | null) => {
    replacement.current = element;
  };
  const then = (action: () => void) => () => {
    moveFocus.current = true;
    action();
  };
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    replacement.current?.focus();
  }, [phase.name]);
  if (phase.name === 'idle') return null;
  if (phase.name === 'cancelled') {
    return (
      <p
        ref={hold}
        tabIndex={-1}
        role="status"
        className="rounded border border-stone-300 bg-stone-50 p-1.5"
        data-upload-state="cancelled"
      >
        {labels.cancelled}
      </p>
    );
  }
  if (phase.name === 'discarded') {
    return (
      <p role="status" className="rounded border border-stone-300 bg-stone-50 p-1.5" data-upload-state="discarded">
        {fill(labels.discarded ?? '', { count: phase.count })}
      </p>
    );
  }
  if (phase.name === 'failed') {
    return (
      <div role="alert" className="rounded border border-blood bg-red-50 p-1.5 text-blood" data-upload-state="failed">
        <p className="font-semibold">{labels.uploadFailed}</p>
        {phase.detail && <p>{phase.detail}</p>}
        {phase.retryable && (
          <button
            type="button"
            className="mt-1 rounded bg-ink px-2 py-0.5 font-semibold text-white hover:bg-steel"
            onClick={onRetry}
          >
            {labels.retry}
          </button>
        )}
        {phase.overQuota && (
          <button type="button" className={secondary} onClick={onDiscardUnfinished}>
            {labels.discardUnfinished}
          </button>
        )}
      </div>
    );
  }
  const progress = phase.name === 'preparing' ? null : phase.progress;
  const paused = phase.name === 'paused';
  const reconnecting = phase.name === 'uploading' && phase.reconnecting;
  const heading = publishing ? labels.publishing : paused ? labels.paused : labels.uploading;
  const figures = progress
    ? fill(labels.progress ?? '{{percent}}% ({{sent}} of {{total}})', {
        percent: progress.percent,
        sent: formatBytes(progress.loaded, locale),
        total: formatBytes(progress.total, locale),
      })
    : '';
  const left =
    progress && progress.secondsLeft !== null && progress.percent < 100
      ? fill(labels.timeLeft ?? '', { time: formatDuration(progress.secondsLeft) })
      : '';
  return (
    <div
      className="rounded border border-stone-300 bg-white p-1.5"
      data-upload-state={publishing ? 'publishing' : phase.name}
    >
      <label htmlFor={id} className="mb-0.5 block font-semibold">
        {heading}
      </label>
      <progress
        id={id}
        max={100}
        {...(progress ? { value: progress.percent } : {})}
        aria-valuetext={progress ? `${figures}${left ? `, ${left}` : ''}` : heading}
        className="h-[12px] w-full overflow-hidden rounded accent-blood [&::-moz-progress-bar]:bg-blood [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-blood"
      />
      <p className="mt-0.5 flex flex-wrap justify-between gap-1 text-sm text-steel">
        <span data-upload-figures>{figures}</span>
        <span data-upload-left>{left}</span>
      </p>
      {reconnecting && (
        <p className="mt-0.5 text-sm text-steel" data-upload-reconnecting>
          {labels.reconnecting}
        </p>
      )}
      <p className="sr-only" role="status">
        {paused
          ? labels.paused
          : reconnecting
            ? labels.reconnecting
            : progress
              ? `${Math.floor(progress.percent / 25) * 25}%`
              : ''}
      </p>
      {phase.name !== 'uploaded' && (
        <div className="flex flex-wrap gap-1">
          {phase.name === 'uploading' && (
            <button ref={hold} type="button" className={secondary} onClick={then(onPause)}>
              {labels.pause}
            </button>
          )}
          {paused && (
            <button ref={hold} type="button" className={secondary} onClick={then(onResume)}>
              {labels.resume}
            </button>
          )}
          <button
            type="button"
            className="mt-1 rounded border border-blood px-2 py-0.5 font-semibold text-blood hover:bg-blood hover:text-white"
            onClick={then(onCancel)}
          >
            {labels.cancel}
          </button>
        </div>
      )}
    </div>
  );
}

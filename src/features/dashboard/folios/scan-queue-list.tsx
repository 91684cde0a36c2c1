import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FOLIO_CONTENT_TYPES } from '../../../contract/folio-rules';
import { fill } from '../../../lib/format';
import { Field, inputClass } from '../../shared/forms/field';
import { ProgressBar } from '../forms/progress-bar';
import { useStrings } from '../strings';
import {
  $scans,
  addScans,
  dropScan,
  pause,
  relabel,
  resume,
  resumeCutOff,
  sendAll,
  type QueuedScan,
} from './scan-queue';

const button = 'rounded border border-stone-400 px-1 text-sm hover:bg-stone-100';

/** What a screen reader hears of a scan: its state, and its progress by quarters (polite, not every percent). */
function announcement(scan: QueuedScan, text: ReturnType<typeof useStrings>['folios']['scan']): string {
  if (scan.state !== 'uploading') return `f. ${scan.label}: ${fill(text.state[scan.state], { percent: scan.percent })}`;
  return fill(text.progress, { label: scan.label, percent: Math.floor(scan.percent / 25) * 25 });
}

function ScanRow({ scan, inputId }: { scan: QueuedScan; inputId: string }) {
  const strings = useStrings();
  const text = strings.folios;
  const fieldId = `${inputId}-${scan.id}`;
  const editable = scan.state === 'ready' || (scan.state === 'failed' && !scan.retryable);
  const problems = {
    badLabel: text.badLabel,
    badType: text.scan.badType,
    duplicate: fill(text.scan.duplicate, { label: scan.label }),
  };
  const failure = scan.state === 'failed' ? (scan.error ?? text.scan.cutOff) : undefined;
  const problem = scan.problem ? problems[scan.problem] : failure;
  return (
    <li
      className="flex flex-col gap-0.5 rounded border border-stone-200 p-1"
      data-scan={scan.file.name}
      data-scan-state={scan.state}
    >
      <span className="flex items-center gap-1 text-sm">
        <span className="font-semibold">{scan.file.name}</span>
        <span className="text-steel">{fill(text.scan.state[scan.state], { percent: scan.percent })}</span>
      </span>
      <Field id={fieldId} label={text.label} hint={text.labelHint} error={problem} className="mb-0">
        {(aria) => (
          <input
            {...aria}
            value={scan.label}
            disabled={!editable}
            onChange={(event) => relabel(scan.id, event.currentTarget.value)}
            className={`${inputClass} max-w-[8rem]`}
          />
        )}
      </Field>
      {(scan.state === 'uploading' || scan.state === 'paused' || (scan.state === 'failed' && scan.retryable)) && (
        <ProgressBar label={fill(text.uploading, { label: scan.label })} value={scan.percent} />
      )}
      <span className="flex flex-wrap gap-1">
        {scan.state === 'uploading' && (
          <button type="button" className={button} onClick={() => pause(scan.id)}>
            {fill(text.scan.pause, { label: scan.label })}
          </button>
        )}
        {scan.state === 'paused' && (
          <button type="button" className={button} onClick={() => resume(scan.id)}>
            {fill(text.scan.resume, { label: scan.label })}
          </button>
        )}
        {scan.state === 'failed' && (
          <button type="button" className={button} onClick={() => resume(scan.id)}>
            {fill(text.scan.retry, { label: scan.label })}
          </button>
        )}
        <button type="button" className={`${button} text-red-700`} onClick={() => dropScan(scan.id)}>
          {fill(text.scan.dropScan, { name: scan.file.name })}
        </button>
      </span>
    </li>
  );
}

/**
 * The scans to send to a manuscript: chosen or dropped many at once, each labelled from its
 * file name (editable), sent resumably (tus) a few at a time with progress, pause, resume and
 * retry; the network coming back resumes the ones it cut off.
 */
export function ScanQueueList() {
  const strings = useStrings();
  const text = strings.folios;
  const inputId = useId();
  const scans = useStore($scans);
  const [dragging, setDragging] = useState(false);
  const [heard, setHeard] = useState('');
  const said = useRef(new Map<number, string>());

  useEffect(() => {
    window.addEventListener('online', resumeCutOff);
    return () => window.removeEventListener('online', resumeCutOff);
  }, []);
  useEffect(() => {
    const changed = scans
      .map((scan) => [scan.id, announcement(scan, text.scan)] as const)
      .filter(([id, line]) => said.current.get(id) !== line);
    for (const [id, line] of changed) said.current.set(id, line);
    if (changed.length) setHeard(changed.map(([, line]) => line).join('. '));
  }, [scans, text.scan]);

  const ready = scans.filter((scan) => scan.state === 'ready').length;
  return (
    <div className="flex flex-col gap-1">
      <div
        className={`rounded border-2 border-dashed p-2 ${dragging ? 'border-ink bg-stone-100' : 'border-stone-300'}`}
        data-drop-zone
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          addScans([...event.dataTransfer.files]);
        }}
      >
        <p className="text-sm text-steel" aria-hidden="true">
          {text.scan.drop}
        </p>
        <label htmlFor={inputId} className="font-semibold">
          {text.choose}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={FOLIO_CONTENT_TYPES.join(',')}
          onChange={(event) => {
            // Copied first: emptying the input (so the same file can be chosen again) empties its list.
            addScans([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
          className="mt-0.5 block"
        />
      </div>
      {scans.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={text.scan.queue}>
          {scans.map((scan) => (
            <ScanRow key={scan.id} scan={scan} inputId={inputId} />
          ))}
        </ul>
      )}
      {ready > 0 && (
        <button
          type="button"
          onClick={() => sendAll()}
          className="self-start rounded bg-ink px-2 py-0.5 font-semibold text-white hover:bg-steel"
        >
          {fill(text.upload, { count: ready })}
        </button>
      )}
      <p className="sr-only" aria-live="polite" data-scan-announcer>
        {heard}
      </p>
    </div>
  );
}

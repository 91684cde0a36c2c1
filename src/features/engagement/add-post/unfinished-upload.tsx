import { useEffect, useRef } from 'react';
import { formatBytes } from '../stores/upload';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';

interface Props {
  video: { name: string; size: number };
  locale: string;
  labels: Labels;
  /** Opens the file picker: the same file continues where it stopped. */
  onResume: () => void;
  /** Terminates the interrupted upload on the server. */
  onDiscard: () => void;
}

const button = 'rounded border border-ink px-2 py-0.5 font-semibold text-ink hover:bg-ink hover:text-white';

/** After a reload mid-upload: the form is back, and the interrupted upload can be resumed or discarded. */
export function UnfinishedUpload({ video, locale, labels, onResume, onDiscard }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-labelledby="unfinished-upload-title"
      className="mb-2 rounded border border-amber-300 bg-amber-50 p-1.5"
      data-unfinished-upload
    >
      <p id="unfinished-upload-title" className="font-semibold">
        {fill(labels.unfinishedTitle ?? '', { name: video.name, size: formatBytes(video.size, locale) })}
      </p>
      <p className="text-sm">{labels.unfinishedHint}</p>
      <p className="mt-1 flex flex-wrap gap-1">
        <button type="button" className={button} onClick={onResume}>
          {labels.unfinishedResume}
        </button>
        <button
          type="button"
          className="rounded border border-blood px-2 py-0.5 font-semibold text-blood hover:bg-blood hover:text-white"
          onClick={onDiscard}
        >
          {labels.unfinishedDiscard}
        </button>
      </p>
    </div>
  );
}

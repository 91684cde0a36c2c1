import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { Folio } from '../../../contract/folios';
import { FOLIO_CONTENT_TYPES } from '../../../contract/folios';
import { callSignedIn } from '../../../lib/api/signed-in';
import { apiUpload } from '../../../lib/api/upload';
import { toast } from '../../shared/toast';
import { Field, inputClass } from '../../shared/forms/field';
import { Dialog } from '../forms/dialog';
import { ProgressBar } from '../forms/progress-bar';
import { markChanged } from '../publish/publish-store';
import { fill } from '../../../lib/format';
import { useStrings } from '../strings';
import { isFolioLabel, labelFromFileName } from './folio-label';
import { $folios, loadFolios } from './folios-store';

interface Pending {
  file: File;
  label: string;
  /** Null until its upload starts. */
  progress: number | null;
  error: string | null;
}

/** How often the list is read again while a folio is being tiled. */
const TILING_CHECK_MS = 2000;

/**
 * A manuscript's folios in the dashboard (issue 32): the scans with their state, many new
 * scans at once (each labelled from its file name, editable) uploaded one after the other
 * with progress, and deletion. Tiling runs on the server; the list follows it.
 */
export function FolioManager({
  manuscript,
  onClose,
}: {
  manuscript: { id: number; title: string; slug: string };
  onClose: () => void;
}) {
  const strings = useStrings();
  const text = strings.folios;
  const inputId = useId();
  const folios = useStore($folios);
  const [pending, setPending] = useState<Pending[]>([]);
  const [busy, setBusy] = useState(false);

  const load = () => loadFolios(manuscript.id);

  useEffect(() => void loadFolios(manuscript.id), [manuscript.id]);
  const tiling = folios?.some((folio) => folio.status === 'tiling');
  useEffect(() => {
    if (!tiling) return;
    const timer = setInterval(() => void loadFolios(manuscript.id), TILING_CHECK_MS);
    return () => clearInterval(timer);
  }, [tiling, manuscript.id]);

  const choose = (files: File[]) =>
    setPending((list) => [
      ...list,
      ...files.map((file) => ({ file, label: labelFromFileName(file.name), progress: null, error: null })),
    ]);
  const update = (index: number, change: Partial<Pending>) =>
    setPending((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const uploadAll = async () => {
    if (pending.some((item) => !isFolioLabel(item.label))) {
      setPending((list) => list.map((item) => (isFolioLabel(item.label) ? item : { ...item, error: text.badLabel })));
      return;
    }
    setBusy(true);
    const left: Pending[] = [];
    for (const [index, item] of pending.entries()) {
      update(index, { progress: 0, error: null });
      const result = await apiUpload(
        `PUT /manuscripts/${manuscript.id}/folios/${encodeURIComponent(item.label)}`,
        item.file,
        (progress) => update(index, { progress }),
      );
      if (result.ok) {
        void toast.success(fill(text.uploaded, { label: item.label }));
        markChanged();
      } else {
        // The reason of a refused scan is its field error (422, 413, 415); else the answer's message.
        const error = Object.values(result.errors).flat()[0] ?? result.message ?? strings.toast.networkError;
        update(index, { error, progress: null });
        left.push({ ...item, error, progress: null });
      }
    }
    setPending(left);
    setBusy(false);
    await load();
  };

  const remove = async (folio: Folio) => {
    const result = await callSignedIn<null>('DELETE', `/manuscripts/${manuscript.id}/folios/${folio.label}`);
    if (!result.ok) return void toast.error(result.message ?? strings.toast.networkError);
    markChanged();
    void toast.success(fill(text.removed, { label: folio.label }));
    await load();
  };

  return (
    <Dialog title={fill(text.title, { name: manuscript.title })} onClose={onClose} wide>
      <div className="flex flex-col gap-2 p-2">
        <p className="text-sm text-steel">{text.intro}</p>
        <ul className="flex flex-col gap-1" aria-busy={folios === null}>
          {folios?.length === 0 && <li className="text-steel">{text.none}</li>}
          {folios?.map((folio) => (
            <li
              key={folio.id}
              className="flex items-center gap-1 border-b border-stone-200 pb-1"
              data-folio-row={folio.label}
            >
              {folio.thumbnail ? (
                <img src={folio.thumbnail} alt="" className="h-[48px] w-auto rounded" loading="lazy" />
              ) : (
                <span className="inline-block h-[48px] w-[36px] rounded bg-stone-200" />
              )}
              <span className="font-semibold">f. {folio.label}</span>
              <span className="text-sm text-steel" data-folio-status={folio.status}>
                {text.status[folio.status]}
                {folio.failure && `: ${folio.failure}`}
              </span>
              <span className="ml-auto flex gap-1">
                {folio.service && (
                  <a href={`/manuscripts/${manuscript.slug}?folio=${folio.label}`} className="text-sm underline">
                    {text.open}
                  </a>
                )}
                <button type="button" className="text-sm text-red-700 underline" onClick={() => void remove(folio)}>
                  {fill(text.remove, { label: folio.label })}
                </button>
              </span>
            </li>
          ))}
        </ul>
        <div>
          <label htmlFor={inputId} className="font-semibold">
            {text.choose}
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept={FOLIO_CONTENT_TYPES.join(',')}
            disabled={busy}
            onChange={(event) => {
              // Copied first: emptying the input (so the same file can be chosen again) empties its list.
              choose([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
            className="mt-0.5 block"
          />
        </div>
        {pending.length > 0 && (
          <ul className="flex flex-col gap-1">
            {pending.map((item, index) => {
              const fieldId = `${inputId}-${index}`;
              return (
                <li
                  key={`${item.file.name}-${index}`}
                  className="flex flex-col gap-0.5 rounded border border-stone-200 p-1"
                >
                  <span className="text-sm">{item.file.name}</span>
                  <Field
                    id={fieldId}
                    label={text.label}
                    hint={text.labelHint}
                    error={item.error ?? undefined}
                    className="mb-0"
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        value={item.label}
                        disabled={busy}
                        onChange={(event) => update(index, { label: event.currentTarget.value.trim(), error: null })}
                        className={`${inputClass} max-w-[8rem]`}
                      />
                    )}
                  </Field>
                  {item.progress !== null && (
                    <ProgressBar label={fill(text.uploading, { label: item.label })} value={item.progress} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {pending.length > 0 && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void uploadAll()}
            className="self-start rounded bg-ink px-2 py-0.5 font-semibold text-white hover:bg-steel disabled:opacity-60"
          >
            {fill(text.upload, { count: pending.length })}
          </button>
        )}
      </div>
    </Dialog>
  );
}

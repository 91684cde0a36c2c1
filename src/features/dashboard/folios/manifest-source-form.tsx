import { useEffect, useId, useState } from 'react';
import type { ManifestSource } from '../../../contract/manifest-sources';
import { api } from '../../../lib/api/typed';
import { apiSignedIn } from '../../../lib/api/signed-in';
import { fill } from '../../../lib/format';
import { Field, inputClass } from '../../shared/forms/field';
import { toast } from '../../shared/toast';
import { markChanged } from '../publish/publish-store';
import { useStrings } from '../strings';

/**
 * A library's IIIF manifest instead of our scans (issue 32): the admin pastes its address, the
 * server fetches and keeps a copy (or says clearly why not), and the reader shows the library's
 * images; "own folios" goes back to the scans uploaded here.
 */
export function ManifestSourceForm({
  manuscriptId,
  onChange,
}: {
  manuscriptId: number;
  /** Told the source when it is known and whenever it changes. */
  onChange: (source: ManifestSource) => void;
}) {
  const text = useStrings().folios.library;
  const toastText = useStrings().toast;
  const id = useId();
  const [source, setShown] = useState<ManifestSource | null>(null);
  const setSource = (next: ManifestSource) => {
    setShown(next);
    onChange(next);
  };
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api(`GET /manuscripts/${manuscriptId}/manifest-source`).then((answer) => answer.ok && setSource(answer.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per manuscript
  }, [manuscriptId]);

  const importManifest = async () => {
    setBusy(true);
    setError(null);
    const result = await apiSignedIn(`PUT /manuscripts/${manuscriptId}/manifest-source`, { json: { url } });
    setBusy(false);
    if (!result.ok) return setError(result.errors.url?.[0] ?? result.message ?? toastText.networkError);
    setSource(result.data);
    setUrl('');
    markChanged();
    void toast.success(fill(text.imported, { count: result.data.canvases }));
  };

  /** The same address fetched again: a library that changed its manifest (the copy kept if refused). */
  const refresh = async () => {
    setBusy(true);
    setError(null);
    const result = await apiSignedIn(`POST /manuscripts/${manuscriptId}/manifest-source/refresh`);
    setBusy(false);
    if (!result.ok) return setError(result.errors.url?.[0] ?? result.message ?? toastText.networkError);
    setSource(result.data);
    markChanged();
    void toast.success(fill(text.refreshed, { count: result.data.canvases }));
  };

  const ownFolios = async () => {
    setBusy(true);
    const result = await apiSignedIn(`DELETE /manuscripts/${manuscriptId}/manifest-source`);
    setBusy(false);
    if (!result.ok) return void toast.error(result.message ?? toastText.networkError);
    setSource({ url: null, fetchedAt: null, label: null, canvases: 0 });
    markChanged();
    void toast.success(result.data.message);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded border border-stone-200 p-1.5" data-manifest-source>
      <h3 id={`${id}-title`} className="font-semibold">
        {text.title}
      </h3>
      {source?.url ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm" data-manifest-url={source.url}>
            {fill(text.current, { label: source.label ?? '', count: source.canvases })}{' '}
            <a href={source.url} className="block truncate underline">
              {source.url}
            </a>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void refresh()}
              className="rounded bg-ink px-2 py-0.5 text-sm font-semibold text-white hover:bg-steel disabled:opacity-60"
            >
              {busy ? text.refreshing : text.refresh}
            </button>
            <button type="button" disabled={busy} onClick={() => void ownFolios()} className="text-sm underline">
              {text.own}
            </button>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-800" data-refresh-error>
              {error}
            </p>
          )}
        </div>
      ) : (
        <form
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            void importManifest();
          }}
        >
          <Field id={`${id}-url`} label={text.url} hint={text.hint} error={error ?? undefined} className="mb-0">
            {(aria) => (
              <input
                {...aria}
                type="url"
                inputMode="url"
                required
                value={url}
                disabled={busy}
                onChange={(event) => setUrl(event.currentTarget.value)}
                className={inputClass}
                placeholder="https://"
              />
            )}
          </Field>
          <button
            type="submit"
            disabled={busy || !url.trim()}
            className="self-start rounded bg-ink px-2 py-0.5 font-semibold text-white hover:bg-steel disabled:opacity-60"
          >
            {busy ? text.importing : text.import}
          </button>
        </form>
      )}
    </section>
  );
}

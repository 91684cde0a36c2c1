import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Folio } from '../../../contract/folios';
import { callSignedIn } from '../../../lib/api/signed-in';
import { toast } from '../../shared/toast';
import { Dialog } from '../forms/dialog';
import { markChanged } from '../publish/publish-store';
import { fill } from '../../../lib/format';
import { useStrings } from '../strings';
import { $folios, loadFolios } from './folios-store';
import { ManifestSourceForm } from './manifest-source-form';
import { openQueue } from './scan-queue';
import { ScanQueueList } from './scan-queue-list';

/** How often the list is read again while a folio is being tiled. */
const TILING_CHECK_MS = 2000;

/** Annotorious and its styles load with the region editor only, when an admin opens a folio's regions. */
const RegionEditor = lazy(() => import('./region-editor'));

/**
 * A manuscript's folios in the dashboard (issue 32): the scans with their state, the queue of
 * new scans (scan-queue-list.tsx: resumable, many at once, with progress), and deletion.
 * Tiling runs on the server; the list follows it.
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
  const folios = useStore($folios);
  const [editing, setEditing] = useState<Folio | null>(null);
  /** Read from a library's manifest: the list shows its pages, which are not ours to upload, delete or draw on. */
  const [imported, setImported] = useState<string | null>(null);

  const load = () => loadFolios(manuscript.id);

  useEffect(() => {
    openQueue(manuscript.id, (scan) => {
      void toast.success(fill(text.uploaded, { label: scan.label }));
      markChanged();
      void loadFolios(manuscript.id);
    });
    void loadFolios(manuscript.id);
  }, [manuscript.id, text.uploaded]);
  const tiling = folios?.some((folio) => folio.status === 'tiling');
  useEffect(() => {
    if (!tiling) return;
    const timer = setInterval(() => void loadFolios(manuscript.id), TILING_CHECK_MS);
    return () => clearInterval(timer);
  }, [tiling, manuscript.id]);

  const remove = async (folio: Folio) => {
    const result = await callSignedIn<null>('DELETE', `/manuscripts/${manuscript.id}/folios/${folio.label}`);
    if (!result.ok) return void toast.error(result.message ?? strings.toast.networkError);
    markChanged();
    void toast.success(fill(text.removed, { label: folio.label }));
    await load();
  };

  return (
    <Dialog title={fill(text.title, { name: manuscript.title })} onClose={onClose} wide>
      {editing ? (
        <div className="flex flex-col gap-1 p-2">
          <button type="button" className="self-start text-sm underline" onClick={() => setEditing(null)}>
            {text.regions.back}
          </button>
          <Suspense fallback={<p>{text.regions.loading}</p>}>
            <RegionEditor manuscriptId={manuscript.id} folio={editing} />
          </Suspense>
        </div>
      ) : (
        <div className="flex flex-col gap-2 p-2">
          <p className="text-sm text-steel">{text.intro}</p>
          <ManifestSourceForm
            manuscriptId={manuscript.id}
            onChange={(source) => {
              if (source.url === imported) return;
              setImported(source.url);
              void load();
            }}
          />
          {imported && <p className="text-sm text-steel">{text.library.readOnly}</p>}
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
                  {folio.service && !imported && (
                    <button type="button" className="text-sm underline" onClick={() => setEditing(folio)}>
                      {fill(text.regions.open, { label: folio.label })}
                    </button>
                  )}
                  {folio.service && (
                    <a href={`/manuscripts/${manuscript.slug}?folio=${folio.label}`} className="text-sm underline">
                      {text.open}
                    </a>
                  )}
                  {!imported && (
                    <button type="button" className="text-sm text-red-700 underline" onClick={() => void remove(folio)}>
                      {fill(text.remove, { label: folio.label })}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {!imported && <ScanQueueList />}
        </div>
      )}
    </Dialog>
  );
}

import type { Folio } from '../../../contract/folios';
import {
  MANIFEST_SOURCE_MESSAGES,
  manifestStatus,
  manifestTooLarge,
  type ManifestSource,
} from '../../../contract/manifest-sources';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { selectById } from '../../db/rows';
import { manuscripts } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { FetchRefused, fetchPublic } from '../../lib/public-fetch';
import { readLibraryManifest, type LibraryManifest } from './imported-manifest';

/** Hops a library may redirect a manifest address through (a permalink, then its https host). */
const MAX_REDIRECTS = 3;

type ManuscriptRow = typeof manuscripts.$inferSelect;

function refusalText(error: FetchRefused, maxBytes: number, detail: string): string {
  switch (error.reason) {
    case 'tooLarge':
      return manifestTooLarge(maxBytes);
    case 'status':
      return manifestStatus(detail);
    default:
      return MANIFEST_SOURCE_MESSAGES[error.reason];
  }
}

/**
 * Fetches a library's manifest through the SSRF guard and reads it: the kept JSON and what the
 * reader opens. Every refusal is a 422 on `url`; nothing is stored here.
 */
export async function fetchLibraryManifest(
  deps: AppDeps,
  url: string,
): Promise<{ json: unknown; manifest: LibraryManifest }> {
  const maxBytes = deps.env.MANIFEST_IMPORT_MAX_BYTES;
  let body: Buffer;
  try {
    ({ body } = await fetchPublic(
      url,
      { maxBytes, timeoutMs: deps.env.MANIFEST_IMPORT_TIMEOUT_MS, maxRedirects: MAX_REDIRECTS },
      deps.manifestFetchAccess,
    ));
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    throw unprocessable({ url: [refusalText(error, maxBytes, error.detail)] });
  }
  const text = body.toString('utf8');
  // PostgreSQL's jsonb cannot hold a NUL character: no manifest needs one.
  if (text.includes('\\u0000')) throw unprocessable({ url: [MANIFEST_SOURCE_MESSAGES.notManifest] });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unprocessable({ url: [MANIFEST_SOURCE_MESSAGES.notManifest] });
  }
  const manifest = readLibraryManifest(json);
  if (!manifest) throw unprocessable({ url: [MANIFEST_SOURCE_MESSAGES.notManifest] });
  return { json, manifest };
}

/** What the API says of a manuscript's manifest source. */
export function manifestSourceView(
  row: Pick<ManuscriptRow, 'manifestUrl' | 'manifest' | 'manifestFetchedAt'>,
): ManifestSource {
  const manifest = row.manifestUrl ? readLibraryManifest(row.manifest) : null;
  return {
    url: row.manifestUrl,
    fetchedAt: row.manifestFetchedAt?.toISOString() ?? null,
    label: manifest?.label ?? null,
    canvases: manifest?.canvases.length ?? 0,
  };
}

const sourceColumns = {
  manifestUrl: manuscripts.manifestUrl,
  manifest: manuscripts.manifest,
  manifestFetchedAt: manuscripts.manifestFetchedAt,
};

export const manuscriptSource = (db: Executor, id: number) => selectById(db, manuscripts, sourceColumns, id);

/** A folio label inside a library's canvas label ("fol. 25r" → "25r"), so deep links name it alike. */
const folioLabelIn = (label: string) => /(?:^|[^\d])([1-9]\d{0,3}[rv])\b/i.exec(label)?.[1]?.toLowerCase() ?? null;

/**
 * The library's canvases as the reader's folios: its own label (or the folio number and side
 * found in it), the library's image service and thumbnail.
 */
export function libraryFolios(manuscriptId: number, manifest: LibraryManifest): Folio[] {
  const seen = new Set<string>();
  return manifest.canvases.map((canvas, index) => {
    const found = folioLabelIn(canvas.label);
    const label = found && !seen.has(found) ? found : canvas.label.slice(0, 60) || String(index + 1);
    seen.add(label);
    return {
      id: index + 1,
      manuscriptId,
      label,
      position: index + 1,
      status: 'ready',
      width: canvas.width,
      height: canvas.height,
      service: canvas.service,
      thumbnail: canvas.thumbnail,
      failure: null,
    };
  });
}

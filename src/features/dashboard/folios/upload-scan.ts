import type { Folio } from '../../../contract/folios';
import { parseJson } from '../../../lib/api/result';
import { accessToken } from '../../../lib/api/token';

export type ScanUpload = { ok: true; folio: Folio } | { ok: false; status: number; message: string };

/**
 * PUTs one scan as a manuscript's folio with its upload progress (fetch reports none, hence
 * XMLHttpRequest), with the session's bearer; never throws.
 */
export async function uploadScan(
  manuscriptId: number,
  label: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ScanUpload> {
  const token = await accessToken();
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/manuscripts/${manuscriptId}/folios/${encodeURIComponent(label)}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress((100 * event.loaded) / event.total);
    request.onload = () => {
      const body = parseJson(request.responseText) as (Folio & { message?: string; errors?: Record<string, string[]> }) | null;
      if (request.status === 202 && body) return resolve({ ok: true, folio: body });
      const detail = body?.errors ? Object.values(body.errors).flat()[0] : undefined;
      resolve({ ok: false, status: request.status, message: detail ?? body?.message ?? request.statusText });
    };
    request.onerror = () => resolve({ ok: false, status: 0, message: '' });
    request.send(file);
  });
}

import { API_BASE } from './base';
import { failureOf, networkFailure, parseJson, type ApiResult } from './result';
import type { ApiCall, ResponseOf } from './endpoints';
import { SIGNED_IN } from './signed-in';
import type { SessionPolicy } from './token';
import { split } from './typed';
import { inPageLanguage } from './transport';

/** A multipart form, or a file sent as the body itself (its type as the Content-Type: a folio scan). */
export type UploadBody = FormData | Blob;

/** Percent of the body sent, 0-100. */
export type ProgressListener = (percent: number) => void;

function sendOnce(method: string, path: string, body: UploadBody, token: string | null, onProgress: ProgressListener) {
  return new Promise<{ status: number; statusText: string; text: string } | null>((resolve) => {
    // XMLHttpRequest, not fetch: only it reports upload progress in every browser.
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => resolve(null);
    xhr.send(body);
  });
}

/** An upload reporting its progress, with the session's bearer and its renewal as `call`. */
export async function upload<T>(
  method: string,
  path: string,
  body: UploadBody,
  onProgress: ProgressListener,
  auth: SessionPolicy = SIGNED_IN,
): Promise<ApiResult<T>> {
  let answer = await sendOnce(method, path, body, await auth.first(), onProgress);
  if (answer?.status === 401) {
    const token = await auth.renewed();
    if (token) answer = await sendOnce(method, path, body, token, onProgress);
  }
  if (!answer) return networkFailure();
  const json = parseJson(answer.text);
  if (answer.status < 200 || answer.status >= 300)
    return inPageLanguage(failureOf(answer.status, answer.statusText, json, answer.text));
  onProgress(100);
  return {
    ok: true,
    status: answer.status,
    statusText: answer.statusText,
    message: null,
    errors: {},
    data: json as T,
    headers: new Headers(),
  };
}

/** `upload` typed by the contract: `apiUpload(`POST /users/${id}/image`, form, onProgress)`. */
export function apiUpload<R extends ApiCall>(
  route: R,
  body: UploadBody,
  onProgress: ProgressListener,
  auth: SessionPolicy = SIGNED_IN,
): Promise<ApiResult<ResponseOf<R>>> {
  const [method, path] = split(route);
  return upload<ResponseOf<R>>(method, path, body, onProgress, auth);
}

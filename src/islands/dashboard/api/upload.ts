import { API_BASE } from '../../../stores/session-refresh';
import { failureOf, networkFailure, parseJson, type ApiResult } from './result';
import { accessToken, signInAgain } from './token';

/** Percent of the body sent, 0-100. */
export type ProgressListener = (percent: number) => void;

function sendOnce(method: string, path: string, form: FormData, token: string | null, onProgress: ProgressListener) {
  return new Promise<{ status: number; statusText: string; text: string } | null>((resolve) => {
    // XMLHttpRequest, not fetch: only it reports upload progress.
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => resolve(null);
    xhr.send(form);
  });
}

/** A multipart call (create with an image, image replacement) reporting its upload progress. */
export async function upload<T>(method: string, path: string, form: FormData, onProgress: ProgressListener): Promise<ApiResult<T>> {
  let token = await accessToken();
  let answer = await sendOnce(method, path, form, token, onProgress);
  if (answer?.status === 401) {
    token = await accessToken(true);
    if (!token) signInAgain();
    else answer = await sendOnce(method, path, form, token, onProgress);
  }
  if (!answer) return networkFailure();
  const body = parseJson(answer.text);
  if (answer.status < 200 || answer.status >= 300) return failureOf(answer.status, answer.statusText, body);
  onProgress(100);
  return { ok: true, status: answer.status, data: body as T, headers: new Headers() };
}

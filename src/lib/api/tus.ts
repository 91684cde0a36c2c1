import type { DetailedError, HttpRequest } from 'tus-js-client';
import { API_BASE } from './base';
import { failureOf, parseJson } from './result';
import { accessToken } from './token';
import { inPageLanguage } from './transport';
import { retriedAtOnce } from './tus-retry';

/** The one resumable upload endpoint (tus 1.0): videos and folio scans. */
export const TUS_ENDPOINT = `${API_BASE}/uploads`;

/** Gives each tus request the session's bearer (renewed when it has expired). */
export const authorizeTus = async (req: HttpRequest) => {
  const token = await accessToken();
  if (token) req.setHeader('Authorization', `Bearer ${token}`);
};

/** The API's reason for a refused tus request (its field error first), in the page language; status 0 without an answer. */
export async function tusRefusal(error: Error): Promise<{ detail: string | null; status: number; method: string }> {
  const { originalRequest, originalResponse: response } = error as DetailedError;
  const method = originalRequest?.getMethod() ?? '';
  if (!response) return { detail: null, status: 0, method };
  const text = response.getBody() ?? '';
  const failure = await inPageLanguage(failureOf(response.getStatus(), '', parseJson(text), text));
  return { detail: Object.values(failure.errors).flat()[0] ?? failure.message, status: response.getStatus(), method };
}

/** Whether tus-js-client tries a failed request again by itself (see tus-retry.ts). */
export function retriedByTus(error: Error): boolean {
  const { originalRequest, originalResponse } = error as DetailedError;
  return retriedAtOnce(originalResponse?.getStatus() ?? 0, originalRequest?.getMethod() ?? '');
}

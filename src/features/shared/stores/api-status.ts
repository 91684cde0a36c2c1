import { atom } from 'nanostores';
import { API_BASE } from '../../../lib/api/base';
import { send } from '../../../lib/api/transport';

/** Spec §7/§9: GET {api base} on mount and every 60,000 ms; only the success status is read. */
export const HEALTH_CHECK_INTERVAL_MS = 60_000;
/** Spec §8: the error raised when the health check fails. */
export const API_NOT_RESPONDING = 'API is not responding';

export type ApiStatus = 'unknown' | 'up' | 'down';

/** 'down' shows the maintenance screen. */
export const $apiStatus = atom<ApiStatus>('unknown');

export function markApiDown(): void {
  $apiStatus.set('down');
}

export interface HealthCheckOptions {
  url?: string;
  fetch?: typeof fetch;
}

export async function checkHealth(options: HealthCheckOptions = {}): Promise<boolean> {
  let ok = false;
  try {
    const res = await send('GET', '', { ...options, base: options.url ?? API_BASE, cache: 'no-store' }, null);
    // Read the (small) body so the connection is released.
    await res.text();
    ok = res.ok;
  } catch {
    // Unreachable: down.
  }
  $apiStatus.set(ok ? 'up' : 'down');
  if (!ok) console.error(new Error(API_NOT_RESPONDING));
  return ok;
}

/** Checks now, then every 60 s; returns a function that stops the checks. */
export function startHealthChecks(options: HealthCheckOptions = {}, intervalMs = HEALTH_CHECK_INTERVAL_MS): () => void {
  void checkHealth(options);
  const timer = setInterval(() => void checkHealth(options), intervalMs);
  return () => clearInterval(timer);
}

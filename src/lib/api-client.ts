import ky, { type KyInstance } from 'ky';

/**
 * The one HTTP client of the site. At build time (and in on-demand pages) it talks to
 * the API named by HDX_API_URL; in the browser to the same origin's /api.
 */
function apiBase(): string {
  if (import.meta.env.SSR) {
    return process.env.HDX_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4321}/api`;
  }
  return '/api';
}

export const api: KyInstance = ky.create({
  prefix: apiBase(),
  timeout: 30_000,
  retry: { limit: 3, methods: ['get'], backoffLimit: 30_000 },
});

import ky, { type KyInstance } from 'ky';

/**
 * ky, kept only for `lib/query.ts` and `stores/lists.ts` (dead code, removed separately): the
 * site's one client is `src/lib/api/`. Goes with them, and ky with it.
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

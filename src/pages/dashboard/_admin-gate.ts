import { serverApi } from '../../lib/api/server';
import type { RequestSession } from '../../lib/request-session';

export interface Admin {
  id: number;
  username: string;
  locale: string;
}

/**
 * Who may see the dashboard, decided on the server from the session's access token. The API
 * checks it exactly as for its own calls (GET /api/me: signature, expiry, an existing and
 * active user, the role read from the database).
 * - admin: the dashboard;
 * - renew: no usable access token but a refresh token: the browser renews and asks again;
 * - denied: a visitor or a non-admin (the 404 page);
 * - unavailable: the API did not answer.
 */
export type Gate = { kind: 'admin'; admin: Admin } | { kind: 'renew' } | { kind: 'denied' } | { kind: 'unavailable' };

export async function adminGate({ token, canRenew }: RequestSession): Promise<Gate> {
  if (!token) return canRenew ? { kind: 'renew' } : { kind: 'denied' };
  const me = await serverApi('GET /me', { token, timeoutMs: 10_000 });
  if (me.ok) {
    if (me.data.role !== 'ROLE_ADMIN') return { kind: 'denied' };
    return { kind: 'admin', admin: { id: me.data.id, username: me.data.username, locale: me.data.locale ?? 'en' } };
  }
  if (me.status === 401) return canRenew ? { kind: 'renew' } : { kind: 'denied' };
  if (me.status !== 0 && me.status < 500) return { kind: 'denied' };
  return { kind: 'unavailable' };
}

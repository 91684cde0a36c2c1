import { HTTPError } from 'ky';
import { api } from '../../lib/api-client';
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
  try {
    const me = await api
      .get('me', { headers: { Authorization: `Bearer ${token}` }, retry: 0, timeout: 10_000 })
      .json<{ id: number; username: string; role: string; locale?: string }>();
    if (me.role !== 'ROLE_ADMIN') return { kind: 'denied' };
    return { kind: 'admin', admin: { id: me.id, username: me.username, locale: me.locale ?? 'en' } };
  } catch (error) {
    if (error instanceof HTTPError) {
      if (error.response.status === 401) return canRenew ? { kind: 'renew' } : { kind: 'denied' };
      if (error.response.status < 500) return { kind: 'denied' };
    }
    return { kind: 'unavailable' };
  }
}

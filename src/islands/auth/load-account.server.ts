import { HTTPError } from 'ky';
import { api } from '../../lib/api-client';
import type { AccountUser } from '../../stores/account';
import { signInRedirect } from '../cart/ssr.server';

export interface AccountLoad {
  /** Where to send a visitor (sign-in), if anywhere. */
  redirect: string | null;
  user: AccountUser | null;
  /** The API did not answer. */
  failed: boolean;
}

/** /account: the signed-in user (`token`, from Astro.locals.session), verified by the API (GET /api/me); visitors go to sign in. */
export async function loadAccount(url: URL, token: string | null): Promise<AccountLoad> {
  const signIn = signInRedirect(new URL(url.pathname, url));
  if (!token) return { redirect: signIn, user: null, failed: false };
  try {
    const user = await api.get('me', { headers: { Authorization: `Bearer ${token}` }, retry: 0 }).json<AccountUser>();
    return { redirect: null, user, failed: false };
  } catch (error) {
    if (error instanceof HTTPError && (error.response.status === 401 || error.response.status === 403))
      return { redirect: signIn, user: null, failed: false };
    return { redirect: null, user: null, failed: true };
  }
}

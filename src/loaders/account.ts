import { serverApi } from '../lib/api/server';
import type { AccountUser } from '../features/session/stores/account';
import { signInRedirect } from './commerce';

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
  const result = await serverApi('GET /me', { token });
  if (result.ok) return { redirect: null, user: result.data, failed: false };
  if (result.status === 401 || result.status === 403) return { redirect: signIn, user: null, failed: false };
  return { redirect: null, user: null, failed: true };
}

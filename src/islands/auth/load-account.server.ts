import type { AstroCookies } from 'astro';
import { serverGet } from '../../lib/api/server';
import { isTokenValid } from '../../lib/jwt';
import type { AccountUser } from '../../stores/account';
import { signInRedirect } from '../cart/ssr.server';

export interface AccountLoad {
  /** Where to send a visitor (sign-in), if anywhere. */
  redirect: string | null;
  user: AccountUser | null;
  /** The API did not answer. */
  failed: boolean;
}

/** /account: the user the `hdx-token` cookie names, verified by the API (GET /api/me); visitors go to sign in. */
export async function loadAccount(url: URL, cookies: AstroCookies): Promise<AccountLoad> {
  const token = cookies.get('hdx-token')?.value;
  const signIn = signInRedirect(new URL(url.pathname, url));
  if (!isTokenValid(token)) return { redirect: signIn, user: null, failed: false };
  const result = await serverGet<AccountUser>('/me', { token: token ?? null });
  if (result.ok) return { redirect: null, user: result.data, failed: false };
  if (result.status === 401 || result.status === 403) return { redirect: signIn, user: null, failed: false };
  return { redirect: null, user: null, failed: true };
}

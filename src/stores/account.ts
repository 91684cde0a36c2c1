import { atom } from 'nanostores';
import { $session, authorization, refreshSession, type Role } from './session';
import { API_BASE } from './session-refresh';

/** GET /api/me: the signed-in user's full record (avatar, names, address...). */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  fileUrl: string | null;
  firstName: string | null;
  name: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  stripeConnectID: string | null;
  locale: string;
  emailVerified: boolean;
  createdAt: string;
}

export interface AccountState {
  value: AccountUser | null;
  loading: boolean;
  error: string | null;
}

export const $account = atom<AccountState>({ value: null, loading: false, error: null });

const fetchMe = () => fetch(`${API_BASE}/me`, { headers: { Accept: 'application/json', ...authorization() } });

/** Loads the account of the session user (once per page unless `force`); a 401 tries one refresh. */
export async function loadAccount({ force = false }: { force?: boolean } = {}): Promise<AccountUser | null> {
  const user = $session.get().user;
  const current = $account.get();
  if (!user) {
    $account.set({ value: null, loading: false, error: null });
    return null;
  }
  if (!force && current.value?.id === user.id) return current.value;
  $account.set({ ...current, loading: true, error: null });
  try {
    let response = await fetchMe();
    if (response.status === 401 && (await refreshSession({ force: true }))) response = await fetchMe();
    if (!response.ok) throw new Error(`Failed to fetch user: ${response.status} ${response.statusText}`);
    const value = (await response.json()) as AccountUser;
    $account.set({ value, loading: false, error: null });
    return value;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    $account.set({ value: null, loading: false, error: message });
    return null;
  }
}

/** After a successful PATCH or avatar upload: the answer is the new record. */
export function setAccount(value: AccountUser): void {
  $account.set({ value, loading: false, error: null });
}

$session.listen((state) => {
  if (!state.user && $account.get().value) $account.set({ value: null, loading: false, error: null });
});

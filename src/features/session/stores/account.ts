import { atom } from 'nanostores';
import type { User } from '../../../contract';
import { api } from '../../../lib/api/typed';
import { $session } from './session';

/** GET /api/me: the signed-in user's full record (the contract's type, imported for types only). */
export type AccountUser = User;

export interface AccountState {
  value: AccountUser | null;
  loading: boolean;
  error: string | null;
}

export const $account = atom<AccountState>({ value: null, loading: false, error: null });

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
  const answer = await api('GET /me', { auth: true });
  if (answer.ok && answer.data) {
    $account.set({ value: answer.data, loading: false, error: null });
    return answer.data;
  }
  const message = `Failed to fetch user: ${answer.status} ${answer.statusText}`;
  console.error(message);
  $account.set({ value: null, loading: false, error: message });
  return null;
}

/** After a successful PATCH or avatar upload: the answer is the new record. */
export function setAccount(value: AccountUser): void {
  $account.set({ value, loading: false, error: null });
}

$session.listen((state) => {
  if (!state.user && $account.get().value) $account.set({ value: null, loading: false, error: null });
});

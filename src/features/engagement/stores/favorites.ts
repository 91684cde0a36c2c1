import { atom } from 'nanostores';
import { api } from '../../../lib/api/typed';
import { failureText } from '../../../lib/api/result';

export interface FavoritesState {
  /** Whose bookmarks `ids` holds (null: nobody signed in or not loaded). */
  userId: number | null;
  ids: ReadonlySet<number>;
  loaded: boolean;
  /** Posts with a call under way. */
  busy: ReadonlySet<number>;
}

export const $favorites = atom<FavoritesState>({ userId: null, ids: new Set(), loaded: false, busy: new Set() });

function withItem(set: ReadonlySet<number>, id: number, present: boolean): Set<number> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

let loading: { userId: number; promise: Promise<void> } | null = null;

/** Bookmarks set or removed on this page before the list arrived, by post: the last press wins. */
const pressedBeforeLoad = new Map<number, boolean>();

/**
 * The bookmarks to show once the list arrives: the list, with the presses made while it was on its
 * way put over it (a list answered before a press committed would otherwise undo the press).
 */
export function idsAfterLoad(listed: readonly number[], pressed: ReadonlyMap<number, boolean>): Set<number> {
  let ids = new Set(listed);
  for (const [postId, on] of pressed) ids = withItem(ids, postId, on);
  return ids;
}

/** GET /users/{id}/favorites/ids once per page and user: every bookmark button reads it. */
export function loadFavoriteIds(userId: number): Promise<void> {
  if (loading?.userId === userId) return loading.promise;
  const promise = (async () => {
    const answer = await api(`GET /users/${userId}/favorites/ids`, { auth: true });
    if (!answer.ok || !Array.isArray(answer.data)) {
      console.error(failureText('Failed to fetch favorites', answer));
      return;
    }
    $favorites.set({ ...$favorites.get(), userId, ids: idsAfterLoad(answer.data, pressedBeforeLoad), loaded: true });
    pressedBeforeLoad.clear();
  })();
  loading = { userId, promise };
  return promise;
}

/** POST or DELETE /posts/{id}/favorite; the button follows the answer. Resolves to false on failure. */
export async function setFavorite(postId: number, on: boolean): Promise<boolean> {
  const state = $favorites.get();
  if (state.busy.has(postId)) return false;
  $favorites.set({ ...state, busy: withItem(state.busy, postId, true) });
  const answer = await api(`${on ? 'POST' : 'DELETE'} /posts/${postId}/favorite`, { auth: true });
  const after = $favorites.get();
  if (!answer.ok) console.error(failureText(on ? 'Failed to add favorite' : 'Failed to remove favorite', answer));
  else if (!after.loaded) pressedBeforeLoad.set(postId, on);
  $favorites.set({
    ...after,
    ids: answer.ok ? withItem(after.ids, postId, on) : after.ids,
    busy: withItem(after.busy, postId, false),
  });
  return answer.ok;
}

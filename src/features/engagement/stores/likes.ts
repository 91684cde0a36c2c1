import { map } from 'nanostores';
import { api } from '../../../lib/api/typed';
import { failureText } from '../../../lib/api/result';

/** Spec §9: the heart pulses 300 ms on click. */
export const HEART_PULSE_MS = 300;

export interface LikeState {
  count: number;
  /** Who liked the post, from its likes list (and the toggles since). */
  likers: readonly number[];
  busy: boolean;
}

/** Like state per post id, shared by every heart of the page showing that post. */
export const $likes = map<Record<string, LikeState>>({});

export type ToggleAnswer = { message: string } | { post: { likesCount?: number } };

/** Spec §4: inactive when the answer carries `message`, active when it carries `post`. */
export function likeStateAfterToggle(
  answer: ToggleAnswer,
  previous: { count: number; liked: boolean },
): { count: number; liked: boolean } {
  if ('post' in answer && answer.post) {
    const count =
      typeof answer.post.likesCount === 'number' ? answer.post.likesCount : previous.count + (previous.liked ? 0 : 1);
    return { count, liked: true };
  }
  return { count: previous.liked ? Math.max(0, previous.count - 1) : previous.count, liked: false };
}

const loading = new Map<number, Promise<void>>();
/** Hearts pressed while a post's likes were on their way, by post: the viewer and their last answer. */
const pressedBeforeLoad = new Map<number, { userId: number; liked: boolean }>();
const loaded = new Set<number>();

/** The likers to show once the list arrives, with a press made while it was on its way put over it. */
export function likersAfterLoad(listed: readonly number[], pressed?: { userId: number; liked: boolean }): number[] {
  if (!pressed) return [...listed];
  const others = listed.filter((id) => id !== pressed.userId);
  return pressed.liked ? [...others, pressed.userId] : others;
}

/** GET /posts/{id}/likes once per post and page; failures are logged only (§8). */
export function loadLikes(postId: number): Promise<void> {
  let running = loading.get(postId);
  if (!running) {
    running = (async () => {
      const answer = await api(`GET /posts/${postId}/likes`);
      if (!answer.ok || !Array.isArray(answer.data)) {
        console.error(failureText('Failed to fetch likes', answer));
        return;
      }
      const busy = $likes.get()[postId]?.busy ?? false;
      const likers = likersAfterLoad(
        answer.data.map((like) => like.userId),
        pressedBeforeLoad.get(postId),
      );
      pressedBeforeLoad.delete(postId);
      loaded.add(postId);
      $likes.setKey(String(postId), { count: likers.length, likers, busy });
    })();
    loading.set(postId, running);
  }
  return running;
}

/** POST /posts/{postId}/likes/{userId}: the toggle; the heart follows the answer. */
export async function toggleLike(postId: number, userId: number, buildCount: number): Promise<void> {
  const before = $likes.get()[postId] ?? { count: buildCount, likers: [], busy: false };
  if (before.busy) return;
  $likes.setKey(String(postId), { ...before, busy: true });
  const answer = await api(`POST /posts/${postId}/likes/${userId}`, { auth: true });
  const current = $likes.get()[postId] ?? before;
  if (!answer.ok || !answer.data) {
    console.error(failureText('Failed to add like', answer));
    $likes.setKey(String(postId), { ...current, busy: false });
    return;
  }
  const next = likeStateAfterToggle(answer.data, { count: current.count, liked: current.likers.includes(userId) });
  if (!loaded.has(postId)) pressedBeforeLoad.set(postId, { userId, liked: next.liked });
  const others = current.likers.filter((id) => id !== userId);
  $likes.setKey(String(postId), { count: next.count, likers: next.liked ? [...others, userId] : others, busy: false });
}

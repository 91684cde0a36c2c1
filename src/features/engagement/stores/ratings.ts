import { map } from 'nanostores';
import { api } from '../../../lib/api/typed';
import { failureText } from '../../../lib/api/result';

/** Spec §5/§9: 0.5 to 5 stars in steps of 0.5. */
export const RATE_MAX = 5;
export const RATE_STEP = 0.5;

/** Spec §8 Rating: the literal texts. */
export const RATE_MESSAGES = {
  invalid: 'Error 400: Invalid input',
  unprocessable: 'Error 422: Unprocessable entity',
  success: 'Rate added successfully',
  failureToast: 'Failed to add rate, please try again or contact an administrator.',
} as const;

export interface RatingNumbers {
  rate: number;
  count: number;
}

/** Live average and count per post id. */
export const $ratings = map<Record<string, RatingNumbers>>({});

/** Spec §5: a null choice is ignored; anything but 0.5..5 in half steps is refused. */
export function acceptedChoice(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const halves = value / RATE_STEP;
  if (!Number.isInteger(halves) || value < RATE_STEP || value > RATE_MAX) return null;
  return value;
}

/** Spec §8 Rating: 400, 422, otherwise 'Failed to add rate: {status} {text}'. */
export function rateFailureMessage(status: number, text: string): string {
  if (status === 400) return RATE_MESSAGES.invalid;
  if (status === 422) return RATE_MESSAGES.unprocessable;
  return `Failed to add rate: ${status} ${text}`.trim();
}

const loading = new Map<number, Promise<void>>();

/** GET /posts/{id} once per page: the average and count the build baked in may be old. */
export function loadRating(postId: number): Promise<void> {
  let running = loading.get(postId);
  if (!running) {
    running = (async () => {
      const answer = await api(`GET /posts/${postId}`);
      if (!answer.ok || !answer.data) return;
      $ratings.setKey(String(postId), { rate: answer.data.rate, count: answer.data.ratingCount });
    })();
    loading.set(postId, running);
  }
  return running;
}

/** The signed-in member's own rating per post id: null when not rated, absent until loaded. */
export const $ownRatings = map<Record<string, number | null>>({});

const loadingOwn = new Map<string, Promise<void>>();

/** GET /posts/{postId}/rates/{userId} once per page and member: the rating survives the reload. */
export function loadOwnRating(postId: number, userId: number): Promise<void> {
  const key = `${postId}:${userId}`;
  let running = loadingOwn.get(key);
  if (!running) {
    running = (async () => {
      const answer = await api(`GET /posts/${postId}/rates/${userId}`, { auth: true });
      if (answer.ok && answer.data) $ownRatings.setKey(String(postId), answer.data.rate);
    })();
    loadingOwn.set(key, running);
  }
  return running;
}

/** POST /api/posts/{postId}/rates/{userId} {rate}. Resolves to null on success, else the §8 message. */
export async function submitRate(postId: number, userId: number, rate: number): Promise<string | null> {
  const answer = await api(`POST /posts/${postId}/rates/${userId}`, { auth: true, json: { rate } });
  if (answer.ok) return null;
  if (answer.status === 0) return failureText('Failed to add rate', answer);
  return rateFailureMessage(answer.status, answer.message ?? answer.statusText);
}

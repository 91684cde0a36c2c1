import { describe, expect, it } from 'vitest';
import { CHOICES, moveChoice, starFill } from '../../src/features/engagement/rating/rating-keys';
import { HEART_PULSE_MS, likersAfterLoad, likeStateAfterToggle } from '../../src/features/engagement/stores/likes';
import { idsAfterLoad } from '../../src/features/engagement/stores/favorites';
import { acceptedChoice, RATE_MESSAGES, rateFailureMessage } from '../../src/features/engagement/stores/ratings';

describe('heart (spec §4)', () => {
  it('becomes active when the answer carries `post` (count from the post) and inactive when it carries `message`', () => {
    expect(likeStateAfterToggle({ post: { likesCount: 5 } }, { count: 4, liked: false })).toEqual({
      count: 5,
      liked: true,
    });
    expect(likeStateAfterToggle({ message: 'Like removed' }, { count: 5, liked: true })).toEqual({
      count: 4,
      liked: false,
    });
    // The state follows the answer, not the previous state.
    expect(likeStateAfterToggle({ post: {} }, { count: 2, liked: false })).toEqual({ count: 3, liked: true });
    expect(likeStateAfterToggle({ message: 'Like removed' }, { count: 0, liked: false })).toEqual({
      count: 0,
      liked: false,
    });
  });

  it('pulses 300 ms (§9)', () => {
    expect(HEART_PULSE_MS).toBe(300);
  });
});

describe('rating choices (spec §5)', () => {
  it('ignores a null choice and anything off the half-star scale', () => {
    expect(acceptedChoice(null)).toBeNull();
    expect(acceptedChoice(undefined)).toBeNull();
    for (const bad of [0, -0.5, 5.5, 3.3, Number.NaN, Number.POSITIVE_INFINITY])
      expect(acceptedChoice(bad), String(bad)).toBeNull();
    for (const good of [0.5, 1, 3.5, 5]) expect(acceptedChoice(good)).toBe(good);
  });

  it('offers the ten half steps from 0.5 to 5', () => {
    expect(CHOICES).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it('moves like a radio group: arrows step by half a star and wrap, Home and End jump, other keys do nothing', () => {
    expect(moveChoice(3, 'ArrowRight')).toBe(3.5);
    expect(moveChoice(3, 'ArrowUp')).toBe(3.5);
    expect(moveChoice(3, 'ArrowLeft')).toBe(2.5);
    expect(moveChoice(3, 'ArrowDown')).toBe(2.5);
    expect(moveChoice(5, 'ArrowRight')).toBe(0.5);
    expect(moveChoice(0.5, 'ArrowLeft')).toBe(5);
    expect(moveChoice(null, 'ArrowRight')).toBe(0.5);
    expect(moveChoice(2, 'Home')).toBe(0.5);
    expect(moveChoice(2, 'End')).toBe(5);
    expect(moveChoice(2, 'Tab')).toBeNull();
  });

  it('draws a star full, half or empty for a value rounded to the half', () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(3.5, star))).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect([1, 2, 3, 4, 5].map((star) => starFill(0, star))).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFill(5, 5)).toBe('full');
  });
});

describe('rating messages (spec §8)', () => {
  it('quotes the catalogue: 400, 422, otherwise the status and text', () => {
    expect(rateFailureMessage(400, 'Bad Request')).toBe('Error 400: Invalid input');
    expect(rateFailureMessage(422, 'Unprocessable Entity')).toBe('Error 422: Unprocessable entity');
    expect(rateFailureMessage(500, 'Internal Server Error')).toBe('Failed to add rate: 500 Internal Server Error');
    expect(RATE_MESSAGES.success).toBe('Rate added successfully');
    expect(RATE_MESSAGES.failureToast).toBe('Failed to add rate, please try again or contact an administrator.');
  });
});

describe('bookmarks pressed before the list of favorites arrived', () => {
  it('keep the last press over a list answered before it committed', () => {
    expect([...idsAfterLoad([1, 2], new Map())]).toEqual([1, 2]);
    expect([...idsAfterLoad([1, 2], new Map([[3, true]]))].sort()).toEqual([1, 2, 3]);
    expect([...idsAfterLoad([1, 2, 3], new Map([[3, true]]))].sort()).toEqual([1, 2, 3]);
    expect([...idsAfterLoad([1, 2], new Map([[2, false]]))]).toEqual([1]);
    expect([...idsAfterLoad([1], new Map([[2, false]]))]).toEqual([1]);
  });
});

describe('a heart pressed before the likes arrived', () => {
  it('keeps the answer to the press over a list answered before it committed', () => {
    expect(likersAfterLoad([4, 5])).toEqual([4, 5]);
    expect(likersAfterLoad([4, 5], { userId: 7, liked: true })).toEqual([4, 5, 7]);
    expect(likersAfterLoad([4, 5, 7], { userId: 7, liked: true })).toEqual([4, 5, 7]);
    expect(likersAfterLoad([4, 5, 7], { userId: 7, liked: false })).toEqual([4, 5]);
    expect(likersAfterLoad([4, 5], { userId: 7, liked: false })).toEqual([4, 5]);
  });
});

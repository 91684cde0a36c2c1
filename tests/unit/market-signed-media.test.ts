import { describe, expect, it } from 'vitest';
import { previewKey, previewSeconds, PREVIEW_MAX_SECONDS } from '../../src/server/services/access/preview';
import { signMediaQuery, verifyMediaQuery } from '../../src/server/services/access/signed-media';
import { isValidKey } from '../../src/server/services/storage/types';

const secret = 'a-test-signing-key-of-some-length';
const key = 'videos/u7/AbCdEfGhIjKlMnOpQrStUv.mp4';
const query = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('signed media addresses', () => {
  it('verifies its own signature until it expires', () => {
    const signed = query(signMediaQuery(secret, key, 2_000));
    expect(verifyMediaQuery(secret, key, signed, 1_000)).toEqual({ state: 'valid', expires: 2_000 });
    expect(verifyMediaQuery(secret, key, signed, 2_001)).toEqual({ state: 'expired' });
  });

  it('refuses a signature for another key, another expiry or another secret', () => {
    const signed = query(signMediaQuery(secret, key, 2_000));
    expect(verifyMediaQuery(secret, 'videos/u7/another-video-key-1234.mp4', signed, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery(secret, key, { ...signed, expires: '9999999999' }, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery('another-secret', key, signed, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery(secret, key, { expires: '2000' }, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery(secret, key, {}, 1_000).state).toBe('absent');
  });
});

describe('previews', () => {
  it('last the first 30 s, never more than a third of the video', () => {
    expect(previewSeconds(null)).toBe(PREVIEW_MAX_SECONDS);
    expect(previewSeconds(600)).toBe(30);
    expect(previewSeconds(60)).toBe(20);
    expect(previewSeconds(6)).toBe(2);
    expect(previewSeconds(2)).toBe(1);
  });

  it('have a stable storage key per video and length', () => {
    expect(previewKey(key, 30)).toBe(previewKey(key, 30));
    expect(previewKey(key, 30)).not.toBe(previewKey(key, 20));
    expect(isValidKey(previewKey(key, 30))).toBe(true);
  });
});

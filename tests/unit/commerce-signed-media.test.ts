import { describe, expect, it } from 'vitest';
import { previewKey, previewSeconds, PREVIEW_MAX_SECONDS } from '../../src/server/services/access/preview';
import { signMediaQuery, verifyMediaQuery } from '../../src/server/services/access/signed-media';
import { viewerCookieValue, viewerOfCookie } from '../../src/server/services/access/viewer-cookie';
import { isValidKey } from '../../src/server/services/storage/types';

const secret = 'a-test-signing-key-of-some-length';
const key = 'videos/u7/AbCdEfGhIjKlMnOpQrStUv.mp4';
const query = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('signed media addresses', () => {
  it('name the viewer they were issued to and verify until they expire', () => {
    const signed = query(signMediaQuery(secret, key, 2_000, 42));
    expect(signed.viewer).toBe('42');
    expect(verifyMediaQuery(secret, key, signed, 1_000)).toEqual({ state: 'valid', expires: 2_000, viewerId: 42 });
    expect(verifyMediaQuery(secret, key, signed, 2_001)).toEqual({ state: 'expired' });
  });

  it('refuse a signature for another key, expiry, viewer or secret', () => {
    const signed = query(signMediaQuery(secret, key, 2_000, 42));
    expect(verifyMediaQuery(secret, 'videos/u7/another-video-key-1234.mp4', signed, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery(secret, key, { ...signed, expires: '9999999999' }, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery(secret, key, { ...signed, viewer: '43' }, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery(secret, key, { ...signed, viewer: undefined }, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery('another-secret', key, signed, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery(secret, key, { expires: '2000' }, 1_000).state).toBe('invalid');
    expect(verifyMediaQuery(secret, key, {}, 1_000).state).toBe('absent');
  });
});

describe('the viewer cookie', () => {
  it('names its viewer until it expires', () => {
    const value = viewerCookieValue(secret, 42, 2_000);
    expect(viewerOfCookie(secret, value, 1_000)).toBe(42);
    expect(viewerOfCookie(secret, value, 2_001)).toBeNull();
  });

  it('cannot be edited, made with another secret or replaced by a media signature', () => {
    const value = viewerCookieValue(secret, 42, 2_000);
    const [, expires, sig] = value.split('.');
    expect(viewerOfCookie(secret, `43.${expires}.${sig}`, 1_000)).toBeNull();
    expect(viewerOfCookie(secret, `42.9999999999.${sig}`, 1_000)).toBeNull();
    expect(viewerOfCookie('another-secret', value, 1_000)).toBeNull();
    const media = query(signMediaQuery(secret, key, 2_000, 42));
    expect(viewerOfCookie(secret, `42.2000.${media.sig}`, 1_000)).toBeNull();
    expect(viewerOfCookie(secret, undefined, 1_000)).toBeNull();
    expect(viewerOfCookie(secret, 'garbage', 1_000)).toBeNull();
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

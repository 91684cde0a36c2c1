import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainText, webUrl } from '../../src/contract/fields';
import { contentHook } from '../../src/server/routes/content/router';
import { HttpError } from '../../src/server/lib/http-error';
import { rateToHalves } from '../../src/server/services/engagement/ratings';
import { escapeLike } from '../../src/server/services/search/title-search';
import { slugify } from '../../src/server/services/slug';
import { signUploadQuery, verifyUploadQuery } from '../../src/server/services/uploads/signed-url';
import { newVideoKey, ownerOfVideoKey } from '../../src/server/services/uploads/video-keys';
import { visitorHash } from '../../src/server/services/engagement/views';

describe('slugify', () => {
  it('lower-cases, strips accents and joins words with hyphens', () => {
    expect(slugify('Fiore dei Liberi')).toBe('fiore-dei-liberi');
    expect(slugify('  Épée de Cour!  ')).toBe('epee-de-cour');
    expect(slugify('Meyer: 1570 / Dussack')).toBe('meyer-1570-dussack');
    expect(slugify('***')).toBe('item');
  });
});

describe('rateToHalves', () => {
  it('maps 0.5..5 in steps of 0.5 to 1..10 and refuses the rest', () => {
    expect(rateToHalves(0.5)).toBe(1);
    expect(rateToHalves(5)).toBe(10);
    expect(rateToHalves(3.5)).toBe(7);
    for (const bad of [0, 5.5, 2.25, -1, Number.NaN]) expect(rateToHalves(bad)).toBeNull();
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('signed upload URLs', () => {
  const grant = {
    key: 'videos/u7/AAAAAAAAAAAAAAAAAAAAAA.mp4',
    userId: 7,
    contentType: 'video/mp4',
    maxBytes: 1000,
    expires: 2_000_000_000,
  };
  const query = Object.fromEntries(new URLSearchParams(signUploadQuery('secret', grant)));

  it('verifies its own signature before the expiry', () => {
    expect(verifyUploadQuery('secret', grant.key, query, 1_999_999_999)).toEqual({ ok: true, grant });
  });

  it('refuses another key, secret or any edited limit, and an expired address', () => {
    expect(verifyUploadQuery('secret', 'videos/u7/BBBBBBBBBBBBBBBBBBBBBB.mp4', query, 0).ok).toBe(false);
    expect(verifyUploadQuery('other-secret', grant.key, query, 0).ok).toBe(false);
    for (const [name, value] of [
      ['max', '999999'],
      ['user', '8'],
      ['type', 'image/png'],
      ['expires', '2000000001'],
      ['sig', 'x'],
    ]) {
      expect(verifyUploadQuery('secret', grant.key, { ...query, [name!]: value }, 0)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(verifyUploadQuery('secret', grant.key, query, 2_000_000_001)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyUploadQuery('secret', grant.key, {}, 0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('names the owner in the key', () => {
    const key = newVideoKey(42);
    expect(ownerOfVideoKey(key)).toBe(42);
    expect(ownerOfVideoKey('videos/u42/../../x.mp4')).toBeNull();
    expect(ownerOfVideoKey('images/u42/AAAAAAAAAAAAAAAAAAAAAA.mp4')).toBeNull();
  });
});

describe('visitorHash', () => {
  it('depends on address, browser and secret, and hides them', () => {
    const a = visitorHash('k', '192.0.2.1', 'Firefox');
    expect(a).toBe(visitorHash('k', '192.0.2.1', 'Firefox'));
    expect(a).not.toBe(visitorHash('k', '192.0.2.2', 'Firefox'));
    expect(a).not.toBe(visitorHash('k', '192.0.2.1', 'Chrome'));
    expect(a).not.toBe(visitorHash('other', '192.0.2.1', 'Firefox'));
    expect(a).not.toContain('192');
  });
});

describe('validation outcome (spec §8)', () => {
  const schema = z.object({ name: plainText(10, 1), url: webUrl.optional(), count: z.number().optional() });
  const statusOf = (target: string, value: unknown) => {
    const result = schema.safeParse(value);
    try {
      contentHook({ success: result.success, error: result.error, target });
      return 'ok';
    } catch (error) {
      return (error as HttpError).status;
    }
  };

  it('answers 400 for a wrong shape and 422 for a well-formed body breaking a rule', () => {
    expect(statusOf('json', { name: 'ok' })).toBe('ok');
    expect(statusOf('json', {})).toBe(400);
    expect(statusOf('json', { name: 'ok', count: 'many' })).toBe(400);
    expect(statusOf('json', { name: '' })).toBe(422);
    expect(statusOf('json', { name: 'x'.repeat(11) })).toBe(422);
    expect(statusOf('form', { name: '<b>hi</b>' })).toBe(422);
    expect(statusOf('json', { name: 'ok', url: 'javascript:alert(1)' })).toBe(422);
    expect(statusOf('json', { name: 'a\u0000b' })).toBe(422);
    expect(statusOf('query', { name: '' })).toBe(400);
  });

  it('keeps plain text that merely mentions angle brackets', () => {
    expect(statusOf('json', { name: 'a < b' })).toBe('ok');
    expect(statusOf('json', { name: '3 > 2' })).toBe('ok');
  });
});

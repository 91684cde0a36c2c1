import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { inEveryLocale, isLocaleParam, localePaths } from '../../src/lib/i18n/locale-param';
import { sessionOfCookies } from '../../src/lib/request-session';

/** A JWT-shaped token (the signature is the API's business) expiring at `exp` seconds. */
const tokenExpiring = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;

const cookiesOf = (values: Record<string, string>) =>
  ({ get: (name: string) => (name in values ? { value: values[name] } : undefined) }) as unknown as AstroCookies;

describe('the [...locale] route parameter', () => {
  it('is absent in English and "fr" in French; any other prefix is not a page', () => {
    expect(isLocaleParam(undefined)).toBe(true);
    expect(isLocaleParam('fr')).toBe(true);
    for (const other of ['en', 'de', 'fr/fr', 'a/b', '']) expect(isLocaleParam(other), other).toBe(false);
  });

  it('builds every page in every language', () => {
    expect(localePaths()).toEqual([{ params: { locale: undefined } }, { params: { locale: 'fr' } }]);
    expect(inEveryLocale([{ params: { id: '7' }, props: { n: 1 } }])).toEqual([
      { params: { id: '7', locale: undefined }, props: { n: 1 } },
      { params: { id: '7', locale: 'fr' }, props: { n: 1 } },
    ]);
  });
});

describe('the session of an on-demand page', () => {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;

  it('carries the access token of the hdx-token cookie while it is valid', () => {
    const token = tokenExpiring(inAnHour);
    expect(sessionOfCookies(cookiesOf({ 'hdx-token': token }))).toEqual({ token, canRenew: false });
  });

  it('drops an expired token, and says whether a refresh token can renew it', () => {
    const expired = tokenExpiring(1);
    expect(sessionOfCookies(cookiesOf({ 'hdx-token': expired, 'hdx-refreshToken': 'r' }))).toEqual({
      token: null,
      canRenew: true,
    });
    expect(sessionOfCookies(cookiesOf({}))).toEqual({ token: null, canRenew: false });
  });
});

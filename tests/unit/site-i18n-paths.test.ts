import { describe, expect, it } from 'vitest';
import { alternatesOf, isTranslated } from '../../src/lib/i18n/paths';

describe('language alternates', () => {
  it('offers the French page for translated pages', () => {
    expect(alternatesOf('/history/hans-talhoffer')).toEqual([
      { locale: 'en', path: '/history/hans-talhoffer' },
      { locale: 'fr', path: '/fr/history/hans-talhoffer' },
    ]);
    expect(isTranslated('/profile/12')).toBe(true);
  });

  it('offers no French page for English-only pages (accounts, cart, payments, dashboard)', () => {
    for (const path of ['/sign-in', '/account', '/cart', '/stripe-success', '/dashboard/users', '/profile', '/reset-password/abc']) {
      expect(isTranslated(path)).toBe(false);
      expect(alternatesOf(path)).toEqual([{ locale: 'en', path }]);
    }
  });
});

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

  it('offers the French page for the account, member, cart and payment pages', () => {
    const paths = [
      '/sign-in',
      '/sign-up',
      '/forgotten-password',
      '/forgotten-password-validation',
      '/reset-password',
      '/reset-password/abc',
      '/unverified',
      '/verified',
      '/verify-email',
      '/account',
      '/edit-password',
      '/settings',
      '/favorites',
      '/add-post',
      '/profile',
      '/cart',
      '/stripe-success',
      '/cancel',
      '/success',
      '/confirmation',
      '/checkout/test/cs_test_123',
    ];
    for (const path of paths) {
      expect(isTranslated(path)).toBe(true);
      expect(alternatesOf(path)).toEqual([
        { locale: 'en', path },
        { locale: 'fr', path: `/fr${path}` },
      ]);
    }
    expect(alternatesOf('/fr/account')).toEqual([
      { locale: 'en', path: '/account' },
      { locale: 'fr', path: '/fr/account' },
    ]);
  });

  it('offers no French page for the dashboard (an admin tool) and the test seller onboarding', () => {
    for (const path of ['/dashboard', '/dashboard/users', '/checkout/test/connect/acct_1']) {
      expect(isTranslated(path)).toBe(false);
      expect(alternatesOf(path)).toEqual([{ locale: 'en', path }]);
    }
  });
});

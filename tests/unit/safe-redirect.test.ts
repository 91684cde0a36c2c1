import { describe, expect, it } from 'vitest';
import { checkoutPageIn, returnPathIn } from '../../src/features/commerce/site-paths';
import { signInRedirect } from '../../src/loaders/commerce';
import { isAuthPage, safeRedirect, sameSitePath } from '../../src/lib/safe-redirect';
import { AUTH_PAGE_CASES, OPEN_REDIRECT_CORPUS, SAME_SITE_CASES } from '../support/open-redirect-corpus';

const SITE = 'https://hdx.example';

describe('return addresses after sign-in (?next=)', () => {
  it.each(OPEN_REDIRECT_CORPUS)('$name: $next goes to $lands, never another site', ({ next, lands }) => {
    const target = safeRedirect(next, SITE);
    expect(target).toBe(lands);
    expect(new URL(target, SITE).origin).toBe(SITE);
  });

  it.each(SAME_SITE_CASES)('a page of the site is kept: $next', ({ next, lands }) => {
    expect(safeRedirect(next, SITE)).toBe(lands);
  });

  it.each(AUTH_PAGE_CASES)('an auth page is never returned to: $next', ({ next }) => {
    expect(safeRedirect(next, SITE, '/fr/')).toBe('/fr/');
  });

  it('reduces an absolute address of the site itself to its path', () => {
    expect(safeRedirect('https://hdx.example/favorites?page=2#top', SITE)).toBe('/favorites?page=2#top');
    expect(safeRedirect('HTTPS://HDX.EXAMPLE:443/account', SITE)).toBe('/account');
  });

  it('refuses the site itself on another scheme or port, or with a user name', () => {
    expect(safeRedirect('http://hdx.example/account', SITE)).toBe('/');
    expect(safeRedirect('https://hdx.example:8443/account', SITE)).toBe('/');
    expect(sameSitePath('https://someone@hdx.example/account', SITE)).toBeNull();
    expect(sameSitePath('https://:secret@hdx.example/account', SITE)).toBeNull();
  });

  it('uses the fallback when there is no return address', () => {
    expect(safeRedirect(null, SITE, '/fr/')).toBe('/fr/');
    expect(safeRedirect(undefined, SITE)).toBe('/');
    expect(safeRedirect('', SITE)).toBe('/');
  });

  it('tells auth pages from pages with a similar name', () => {
    expect(isAuthPage('/fr/verified')).toBe(true);
    expect(isAuthPage('/sign-in-help')).toBe(false);
    expect(isAuthPage('/edit-password')).toBe(false);
    expect(isAuthPage('/%E0%A4%A')).toBe(true);
  });
});

describe('payment return pages', () => {
  it('follows a return page of the site in the page language', () => {
    expect(returnPathIn('/stripe-success?session_id=cs_test_1', 'fr', SITE)).toBe(
      '/fr/stripe-success?session_id=cs_test_1',
    );
    expect(returnPathIn('/cancel?order=3&declined=1', 'en', SITE)).toBe('/cancel?order=3&declined=1');
  });

  it('goes to the cart instead of leaving the site', () => {
    for (const { next, lands } of OPEN_REDIRECT_CORPUS)
      expect(returnPathIn(next, 'en', SITE)).toBe(lands === '/' ? '/cart' : lands);
  });

  it('sends the buyer to the site test checkout in the page language, or to the provider https page', () => {
    expect(checkoutPageIn('/checkout/test/cs_test_1', 'fr', SITE)).toBe('/fr/checkout/test/cs_test_1');
    expect(checkoutPageIn('https://checkout.stripe.com/c/pay/cs_live_1', 'fr', SITE)).toBe(
      'https://checkout.stripe.com/c/pay/cs_live_1',
    );
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', 'http://evil.com/pay', '/\t/evil.com'])
      expect(() => checkoutPageIn(unsafe, 'en', SITE)).toThrow('not a secure one');
  });
});

describe('sign-in redirect of on-demand pages', () => {
  it('comes back to the page asked for, in its language', () => {
    expect(signInRedirect(new URL('https://hdx.example/fr/cart?x=1'))).toBe('/fr/sign-in?next=%2Ffr%2Fcart%3Fx%3D1');
  });

  it('leaves out a return address that would leave the site', () => {
    expect(signInRedirect(new URL('https://hdx.example//evil.com/cart'))).toBe('/sign-in');
  });
});

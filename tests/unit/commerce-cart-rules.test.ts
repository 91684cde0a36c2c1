import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, refusePackage, refusePost } from '../../src/server/services/commerce/cart/rules';
import { checkTestCard, CARD_MESSAGES, expiryValid, luhnValid } from '../../src/server/services/commerce/payments/test-cards';

const post = {
  buyerId: 1,
  authorId: 2,
  priceCents: 1299,
  withdrawn: false,
  bought: false,
  inCart: false,
  inCartPackage: false,
};
const pkg = {
  buyerId: 1,
  sellerId: 2,
  withdrawn: false,
  purchased: false,
  bought: false,
  inCart: false,
  postInCart: false,
  overlapsPackage: false,
};

describe('cart rules: what may go into a cart', () => {
  it('accepts a paid post of someone else, not bought, not yet in the cart', () => {
    expect(refusePost(post)).toBeNull();
  });

  it('refuses a free post (422), one’s own post (422), a post already bought (409), the same post twice (409)', () => {
    expect(refusePost({ ...post, priceCents: 0 })).toEqual({ status: 422, message: CART_MESSAGES.freePost });
    expect(refusePost({ ...post, authorId: 1 })).toEqual({ status: 422, message: CART_MESSAGES.ownPost });
    expect(refusePost({ ...post, bought: true })).toEqual({ status: 409, message: CART_MESSAGES.postBought });
    expect(refusePost({ ...post, inCart: true })).toEqual({ status: 409, message: CART_MESSAGES.postInCart });
  });

  it('refuses a post withdrawn from sale (409) and one a package of the cart already holds (409)', () => {
    expect(refusePost({ ...post, withdrawn: true })).toEqual({ status: 409, message: CART_MESSAGES.postWithdrawn });
    expect(refusePost({ ...post, inCartPackage: true })).toEqual({
      status: 409,
      message: CART_MESSAGES.postInCartPackage,
    });
  });

  it('names the first reason when several apply (a free post of one’s own is "free")', () => {
    expect(refusePost({ ...post, priceCents: 0, authorId: 1, inCart: true })?.message).toBe(CART_MESSAGES.freePost);
  });

  it('refuses one’s own package, a package whose posts are all bought, the same package twice', () => {
    expect(refusePackage(pkg)).toBeNull();
    expect(refusePackage({ ...pkg, sellerId: 1 })).toEqual({ status: 422, message: CART_MESSAGES.ownPackage });
    expect(refusePackage({ ...pkg, bought: true })).toEqual({ status: 409, message: CART_MESSAGES.packageBought });
    expect(refusePackage({ ...pkg, inCart: true })).toEqual({ status: 409, message: CART_MESSAGES.packageInCart });
  });

  it('refuses a package bought before, holding a withdrawn post, or overlapping the cart (409)', () => {
    const refused = (facts: Partial<typeof pkg>) => refusePackage({ ...pkg, ...facts });
    expect(refused({ purchased: true })).toEqual({ status: 409, message: CART_MESSAGES.packagePurchased });
    expect(refused({ withdrawn: true })).toEqual({ status: 409, message: CART_MESSAGES.packageWithdrawn });
    expect(refused({ postInCart: true })).toEqual({ status: 409, message: CART_MESSAGES.packagePostInCart });
    expect(refused({ overlapsPackage: true })).toEqual({ status: 409, message: CART_MESSAGES.packageOverlap });
  });
});

describe('test checkout cards', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

  it('accepts 4242 4242 4242 4242 and declines 4000 0000 0000 0002', () => {
    expect(checkTestCard(card, now)).toEqual({ ok: true, outcome: 'paid' });
    expect(checkTestCard({ ...card, number: '4000-0000-0000-0002' }, now)).toEqual({
      ok: true,
      outcome: 'declined',
      message: CARD_MESSAGES.declined,
    });
  });

  it('declines any other valid card number: this is a test checkout', () => {
    expect(checkTestCard({ ...card, number: '5555 5555 5555 4444' }, now)).toMatchObject({
      ok: true,
      outcome: 'declined',
      message: CARD_MESSAGES.notATestCard,
    });
  });

  it('refuses a wrong number, expiry or security code with the field to fix', () => {
    expect(checkTestCard({ ...card, number: '4242 4242 4242 4241' }, now)).toEqual({
      ok: false,
      field: 'number',
      message: CARD_MESSAGES.invalidNumber,
    });
    expect(checkTestCard({ ...card, expiry: '13/30' }, now)).toMatchObject({
      ok: false,
      field: 'expiry',
      message: CARD_MESSAGES.invalidExpiry,
    });
    expect(checkTestCard({ ...card, expiry: '10/26' }, now)).toMatchObject({
      ok: false,
      field: 'expiry',
      message: CARD_MESSAGES.expired,
    });
    expect(checkTestCard({ ...card, cvc: '12' }, now)).toMatchObject({
      ok: false,
      field: 'cvc',
      message: CARD_MESSAGES.invalidCvc,
    });
  });

  it('checks the Luhn sum and the expiry through the end of its month', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(expiryValid('11/26', now)).toBe('ok');
    expect(expiryValid('11 / 2026', now)).toBe('ok');
    expect(expiryValid('10/2026', now)).toBe('expired');
    expect(expiryValid('1126', now)).toBe('invalid');
  });
});

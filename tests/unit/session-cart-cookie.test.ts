import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cartCount,
  cookieEncodedLength,
  isActiveCart,
  parseActiveCartCookie,
  serializeActiveCart,
  type ActiveCart,
} from '../../src/lib/cart-cookie';

const cart: ActiveCart = {
  id: 12,
  status: 'active',
  createdAt: '2026-03-01T10:00:00.000Z',
  cartPosts: [{ id: 1, post: { id: 40, title: 'Meyer dussack', price: '9.99', description: 'long text' } }],
  cartPackages: [],
};

afterEach(() => vi.restoreAllMocks());

describe('active-cart cookie validation (spec §5)', () => {
  it('parses a cookie holding a cart of the §3 shape', () => {
    expect(parseActiveCartCookie(JSON.stringify(cart))).toEqual(cart);
  });

  it('treats unparseable JSON as absent and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseActiveCartCookie('{"id": 1,')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'Invalid active cart cookie: the JSON cannot be parsed',
      expect.any(SyntaxError),
    );
  });

  it.each([
    ['a string id', { ...cart, id: '12' }],
    ['another status', { ...cart, status: 'ordered' }],
    ['no createdAt', { ...cart, createdAt: undefined }],
    ['cartPosts not an array', { ...cart, cartPosts: {} }],
    ['a cart post without post', { ...cart, cartPosts: [{ id: 1 }] }],
    ['a cart post with a string id', { ...cart, cartPosts: [{ id: '1', post: { id: 4 } }] }],
    ['cartPackages missing', { ...cart, cartPackages: undefined }],
    ['an array', [cart]],
    ['a number', 42],
  ])('treats a cart with %s as absent and logs it', (_case, value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(isActiveCart(value)).toBe(false);
    expect(parseActiveCartCookie(JSON.stringify(value))).toBeNull();
    expect(error).toHaveBeenCalledWith('Invalid active cart cookie: not a cart', expect.anything());
  });

  it('treats a missing cookie or JSON null as no cart, without logging', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseActiveCartCookie(undefined)).toBeNull();
    expect(parseActiveCartCookie('null')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('serializes a valid, trimmed cart that stays under the cookie size limit', () => {
    const big: ActiveCart = {
      ...cart,
      cartPosts: Array.from({ length: 60 }, (_, i) => ({
        id: i + 1,
        post: { id: 1000 + i, title: 'A long title '.repeat(5), price: '19.99' },
      })),
      cartPackages: [{ id: 1, package: { id: 3, title: 'Pack' } }],
    };
    for (const value of [cart, big]) {
      const json = serializeActiveCart(value);
      expect(cookieEncodedLength(json)).toBeLessThan(4000);
      const parsed = parseActiveCartCookie(json);
      expect(parsed).not.toBeNull();
      expect(cartCount(parsed)).toBe(cartCount(value));
    }
    expect(JSON.parse(serializeActiveCart(cart)).cartPosts[0].post).toEqual({
      id: 40,
      title: 'Meyer dussack',
      price: '9.99',
    });
  });

  it('counts cart posts plus cart packages', () => {
    expect(cartCount({ ...cart, cartPackages: [{ id: 1 }, { id: 2 }] })).toBe(3);
    expect(cartCount(null)).toBe(0);
  });
});

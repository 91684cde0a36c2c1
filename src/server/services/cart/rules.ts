import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The cart's refusals, as the API answers them. */
export const CART_MESSAGES = {
  packageNotFound: 'Package not found',
  itemNotFound: 'This item is not in your cart',
  freePost: 'This post is free: there is nothing to buy',
  ownPost: 'You cannot buy your own post',
  ownPackage: 'You cannot buy your own package',
  postBought: 'You already bought this post',
  packageBought: 'You already bought every post of this package',
  postInCart: 'This post is already in your cart',
  packageInCart: 'This package is already in your cart',
  emptyCart: 'Your cart is empty',
} as const;

export interface Refusal {
  status: ContentfulStatusCode;
  message: string;
}

export interface PostFacts {
  buyerId: number;
  authorId: number;
  priceCents: number;
  /** The buyer already has access through a paid order. */
  bought: boolean;
  inCart: boolean;
}

/** Why a post may not go into the buyer's cart, or null when it may. */
export function refusePost(facts: PostFacts): Refusal | null {
  if (facts.priceCents <= 0) return { status: 422, message: CART_MESSAGES.freePost };
  if (facts.authorId === facts.buyerId) return { status: 422, message: CART_MESSAGES.ownPost };
  if (facts.bought) return { status: 409, message: CART_MESSAGES.postBought };
  if (facts.inCart) return { status: 409, message: CART_MESSAGES.postInCart };
  return null;
}

export interface PackageFacts {
  buyerId: number;
  sellerId: number;
  /** Every post of the package is already the buyer's. */
  bought: boolean;
  inCart: boolean;
}

export function refusePackage(facts: PackageFacts): Refusal | null {
  if (facts.sellerId === facts.buyerId) return { status: 422, message: CART_MESSAGES.ownPackage };
  if (facts.bought) return { status: 409, message: CART_MESSAGES.packageBought };
  if (facts.inCart) return { status: 409, message: CART_MESSAGES.packageInCart };
  return null;
}

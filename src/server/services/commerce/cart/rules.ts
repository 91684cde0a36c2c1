import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The cart's refusals, as the API answers them. */
export const CART_MESSAGES = {
  packageNotFound: 'Package not found',
  itemNotFound: 'This item is not in your cart',
  freePost: 'This post is free: there is nothing to buy',
  ownPost: 'You cannot buy your own post',
  ownPackage: 'You cannot buy your own package',
  postWithdrawn: 'This post is no longer for sale',
  packageWithdrawn: 'This package is no longer for sale: one of its posts was withdrawn',
  postBought: 'You already bought this post',
  packageBought: 'You already bought every post of this package',
  packagePurchased: 'You already bought this package',
  postInCart: 'This post is already in your cart',
  packageInCart: 'This package is already in your cart',
  postInCartPackage: 'This post is already in a package of your cart',
  packagePostInCart: 'A post of this package is already in your cart: remove it to buy the package',
  packageOverlap: 'This package shares posts with a package already in your cart',
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
  /** Its seller withdrew it from sale (it was sold, then deleted). */
  withdrawn: boolean;
  /** The buyer already has it: an access grant, or a line of a paid order. */
  bought: boolean;
  inCart: boolean;
  /** A package in the cart already holds it: it would be paid twice. */
  inCartPackage: boolean;
}

/** Why a post may not go into (or stay in) the buyer's cart, or null when it may. */
export function refusePost(facts: PostFacts): Refusal | null {
  if (facts.priceCents <= 0) return { status: 422, message: CART_MESSAGES.freePost };
  if (facts.authorId === facts.buyerId) return { status: 422, message: CART_MESSAGES.ownPost };
  if (facts.withdrawn) return { status: 409, message: CART_MESSAGES.postWithdrawn };
  if (facts.bought) return { status: 409, message: CART_MESSAGES.postBought };
  if (facts.inCart) return { status: 409, message: CART_MESSAGES.postInCart };
  if (facts.inCartPackage) return { status: 409, message: CART_MESSAGES.postInCartPackage };
  return null;
}

export interface PackageFacts {
  buyerId: number;
  sellerId: number;
  /** It holds a post withdrawn from sale. */
  withdrawn: boolean;
  /** A paid order of the buyer holds this package. */
  purchased: boolean;
  /** Every post of the package is already the buyer's. */
  bought: boolean;
  inCart: boolean;
  /** One of its posts is in the cart on its own. */
  postInCart: boolean;
  /** Another package in the cart holds one of its posts. */
  overlapsPackage: boolean;
}

/** Why a package may not go into (or stay in) the buyer's cart, or null when it may. */
export function refusePackage(facts: PackageFacts): Refusal | null {
  if (facts.sellerId === facts.buyerId) return { status: 422, message: CART_MESSAGES.ownPackage };
  if (facts.withdrawn) return { status: 409, message: CART_MESSAGES.packageWithdrawn };
  if (facts.purchased) return { status: 409, message: CART_MESSAGES.packagePurchased };
  if (facts.bought) return { status: 409, message: CART_MESSAGES.packageBought };
  if (facts.inCart) return { status: 409, message: CART_MESSAGES.packageInCart };
  if (facts.postInCart) return { status: 409, message: CART_MESSAGES.packagePostInCart };
  if (facts.overlapsPackage) return { status: 409, message: CART_MESSAGES.packageOverlap };
  return null;
}

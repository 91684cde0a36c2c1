import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_MESSAGES } from '../../../../contract/api-messages';

/** The cart's refusals, as the API answers them. */
export const CART_MESSAGES = {
  packageNotFound: API_MESSAGES.cart.packageNotFound.en,
  itemNotFound: API_MESSAGES.cart.itemNotFound.en,
  freePost: API_MESSAGES.cart.freePost.en,
  ownPost: API_MESSAGES.cart.ownPost.en,
  ownPackage: API_MESSAGES.cart.ownPackage.en,
  postWithdrawn: API_MESSAGES.cart.postWithdrawn.en,
  packageWithdrawn: API_MESSAGES.cart.packageWithdrawn.en,
  postBought: API_MESSAGES.cart.postBought.en,
  packageBought: API_MESSAGES.cart.packageBought.en,
  packagePurchased: API_MESSAGES.cart.packagePurchased.en,
  postInCart: API_MESSAGES.cart.postInCart.en,
  packageInCart: API_MESSAGES.cart.packageInCart.en,
  postInCartPackage: API_MESSAGES.cart.postInCartPackage.en,
  packagePostInCart: API_MESSAGES.cart.packagePostInCart.en,
  packageOverlap: API_MESSAGES.cart.packageOverlap.en,
  emptyCart: API_MESSAGES.cart.emptyCart.en,
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

import { ActiveCartSchema } from '../../../contract/auth';
import { CartPackageBody, CartPostBody } from '../../../contract/cart';
import { IdParam } from '../../../contract/fields';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { CART_MESSAGES } from '../../services/commerce/cart/rules';
import { jsonBody } from '../content/bodies';
import { authErrors, bodyErrors } from '../content/responses';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

const tags = ['Cart'];
const cart = (description: string) => jsonContent(ActiveCartSchema, description);
/** Removing a line of one's cart by its id. */
const lineErrors = {
  400: errorResponse(MESSAGES.invalidInput),
  403: authErrors[403],
  404: errorResponse(CART_MESSAGES.itemNotFound),
} as const;

export const get = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/cart',
  tags,
  summary: 'The active cart of the signed-in user (spec §3 shape; opened empty when there is none)',
  responses: { 200: cart('The active cart'), 403: authErrors[403] },
});

export const addPost = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/cart/posts',
  tags,
  summary:
    'Adds a paid post. Refused: a free post, your own post, a post withdrawn from sale, a post you bought, a post already in the cart on its own or in a package.',
  request: { body: jsonBody(CartPostBody) },
  responses: {
    201: cart('The cart with the post'),
    ...bodyErrors,
    403: authErrors[403],
    404: errorResponse(MESSAGES.postNotFound),
    409: errorResponse(
      [
        CART_MESSAGES.postWithdrawn,
        CART_MESSAGES.postBought,
        CART_MESSAGES.postInCart,
        CART_MESSAGES.postInCartPackage,
      ].join(' / '),
    ),
    422: errorResponse(`${CART_MESSAGES.freePost} / ${CART_MESSAGES.ownPost}`),
  },
});

export const removePost = guardedRoute(SIGNED_IN, {
  method: 'delete',
  path: '/cart/posts/{id}',
  tags,
  summary: 'Removes a cart post (its id in cartPosts)',
  request: { params: IdParam },
  responses: {
    200: cart('The cart without it'),
    ...lineErrors,
  },
});

export const addPackage = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/cart/packages',
  tags,
  summary:
    "Adds a seller's package. Refused: your own package, one holding a withdrawn post, one you bought or whose posts you all own, one already in the cart, one sharing a post with a post or package of the cart.",
  request: { body: jsonBody(CartPackageBody) },
  responses: {
    201: cart('The cart with the package'),
    ...bodyErrors,
    403: authErrors[403],
    404: errorResponse(CART_MESSAGES.packageNotFound),
    409: errorResponse(
      [
        CART_MESSAGES.packageWithdrawn,
        CART_MESSAGES.packagePurchased,
        CART_MESSAGES.packageBought,
        CART_MESSAGES.packageInCart,
        CART_MESSAGES.packagePostInCart,
        CART_MESSAGES.packageOverlap,
      ].join(' / '),
    ),
    422: errorResponse(CART_MESSAGES.ownPackage),
  },
});

export const removePackage = guardedRoute(SIGNED_IN, {
  method: 'delete',
  path: '/cart/packages/{id}',
  tags,
  summary: 'Removes a cart package (its id in cartPackages)',
  request: { params: IdParam },
  responses: {
    200: cart('The cart without it'),
    ...lineErrors,
  },
});

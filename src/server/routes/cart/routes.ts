import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../lib/auth';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, IdParam, jsonContent } from '../../lib/openapi';
import { CART_MESSAGES } from '../../services/cart/rules';
import { jsonBody } from '../content/fields';
import { authErrors, bearer, bodyErrors } from '../content/responses';
import { ActiveCartSchema, CartPackageBody, CartPostBody } from './schemas';

const tags = ['Cart'];
const cart = (description: string) => jsonContent(ActiveCartSchema, description);

export const get = createRoute({
  method: 'get',
  path: '/cart',
  tags,
  summary: 'The active cart of the signed-in user (spec §3 shape; opened empty when there is none)',
  security: bearer,
  middleware: [requireUser] as const,
  responses: { 200: cart('The active cart'), ...authErrors },
});

export const addPost = createRoute({
  method: 'post',
  path: '/cart/posts',
  tags,
  summary: 'Adds a paid post. Refused: a free post, your own post, a post you bought, a post already in the cart.',
  security: bearer,
  middleware: [requireUser] as const,
  request: { body: jsonBody(CartPostBody) },
  responses: {
    201: cart('The cart with the post'),
    ...bodyErrors,
    ...authErrors,
    404: errorResponse(MESSAGES.postNotFound),
    409: errorResponse(`${CART_MESSAGES.postInCart} / ${CART_MESSAGES.postBought}`),
    422: errorResponse(`${CART_MESSAGES.freePost} / ${CART_MESSAGES.ownPost}`),
  },
});

export const removePost = createRoute({
  method: 'delete',
  path: '/cart/posts/{id}',
  tags,
  summary: 'Removes a cart post (its id in cartPosts)',
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    200: cart('The cart without it'),
    400: errorResponse(MESSAGES.invalidInput),
    ...authErrors,
    404: errorResponse(CART_MESSAGES.itemNotFound),
  },
});

export const addPackage = createRoute({
  method: 'post',
  path: '/cart/packages',
  tags,
  summary: "Adds a seller's package. Refused: your own package, one whose posts you all own, one already in the cart.",
  security: bearer,
  middleware: [requireUser] as const,
  request: { body: jsonBody(CartPackageBody) },
  responses: {
    201: cart('The cart with the package'),
    ...bodyErrors,
    ...authErrors,
    404: errorResponse(CART_MESSAGES.packageNotFound),
    409: errorResponse(`${CART_MESSAGES.packageInCart} / ${CART_MESSAGES.packageBought}`),
    422: errorResponse(CART_MESSAGES.ownPackage),
  },
});

export const removePackage = createRoute({
  method: 'delete',
  path: '/cart/packages/{id}',
  tags,
  summary: 'Removes a cart package (its id in cartPackages)',
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    200: cart('The cart without it'),
    400: errorResponse(MESSAGES.invalidInput),
    ...authErrors,
    404: errorResponse(CART_MESSAGES.itemNotFound),
  },
});

import { createRoute, z } from '@hono/zod-openapi';
import { PackageBody, PackageListQuery, PackagePatchBody, PackageSchema } from '../../../contract/packages';
import { IdParam } from '../../../contract/fields';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { CART_MESSAGES } from '../../services/commerce/cart/rules';
import { jsonBody } from '../content/bodies';
import { authErrors, bodyErrors } from '../content/responses';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

const tags = ['Packages'];
const notFound = { 404: errorResponse(CART_MESSAGES.packageNotFound) };
const badId = { 400: errorResponse(MESSAGES.invalidInput) };

export const list = createRoute({
  method: 'get',
  path: '/packages',
  tags,
  summary: "Packages, newest first: a seller's (?seller=) or those holding a post (?post=)",
  request: { query: PackageListQuery },
  responses: { 200: jsonContent(z.array(PackageSchema), 'Packages'), 400: errorResponse('Invalid query') },
});

export const one = createRoute({
  method: 'get',
  path: '/packages/{id}',
  tags,
  summary: 'One package with its posts',
  request: { params: IdParam },
  responses: { 200: jsonContent(PackageSchema, 'The package'), ...badId, ...notFound },
});

export const create = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/packages',
  tags,
  summary: "Bundles some of the seller's posts at one price (a connected seller, or an admin)",
  request: { body: jsonBody(PackageBody) },
  responses: { 201: jsonContent(PackageSchema, 'The new package'), ...bodyErrors, 403: authErrors[403] },
});

export const patch = guardedRoute(SIGNED_IN, {
  method: 'patch',
  path: '/packages/{id}',
  tags,
  summary: 'Edits a package (its seller or an admin; only the fields given)',
  request: { params: IdParam, body: jsonBody(PackagePatchBody) },
  responses: { 200: jsonContent(PackageSchema, 'The package'), ...bodyErrors, 403: authErrors[403], ...notFound },
});

export const remove = guardedRoute(SIGNED_IN, {
  method: 'delete',
  path: '/packages/{id}',
  tags,
  summary: 'Deletes a package (its seller or an admin); buyers keep what they bought',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...badId, 403: authErrors[403], ...notFound },
});

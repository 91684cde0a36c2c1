import { z } from '@hono/zod-openapi';
import { IdParam, fileField } from '../../../contract/fields';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { libraryTags } from './cache';
import { formBody, jsonBody, type FormBody, type JsonBody } from './bodies';
import { imageUploadLimit } from './multipart';
import { ADMIN, guardedRoute } from './guarded-route';
import { bodyErrors, uploadErrors } from './responses';
import { cachedRoute } from './cached-route';

export interface CrudOptions<
  Base extends string,
  Item extends z.ZodType,
  CreateBody extends FormBody | JsonBody,
  Patch extends z.ZodType,
  Image extends string,
> {
  /** e.g. '/post_types' */
  base: Base;
  tag: string;
  /** Singular and plural names for the summaries. */
  label: string;
  labels: string;
  item: Item;
  /** Multipart (with an optional image in `file`) or JSON, as §7 says for the resource. */
  create: CreateBody;
  patch: Patch;
  /** The 404 message (§8: 'MasterHistory resource not found' for masters). */
  notFound: string;
  /** Image upload path segment: 'images' (library) or 'image' (publicities). */
  image: Image;
}

/** The six calls of a library resource: list, one, create, patch, image upload, delete. */
export function crudRoutes<
  Base extends string,
  Item extends z.ZodType,
  CreateBody extends FormBody | JsonBody,
  Patch extends z.ZodType,
  Image extends string,
>(o: CrudOptions<Base, Item, CreateBody, Patch, Image>) {
  const tags = [o.tag];
  const notFound = { 404: errorResponse(o.notFound) };
  const idOnly = { 400: errorResponse(`${MESSAGES.invalidInput} (id)`) };

  const list = cachedRoute(libraryTags, {
    path: o.base,
    tags,
    summary: `All ${o.labels}`,
    responses: { 200: jsonContent(z.array(o.item), `All ${o.labels}`) },
  });

  const one = cachedRoute(libraryTags, {
    path: `${o.base}/{id}` as `${Base}/{id}`,
    tags,
    summary: `One ${o.label}`,
    request: { params: IdParam },
    responses: { 200: jsonContent(o.item, `The ${o.label}`), ...idOnly, ...notFound },
  });

  const create = guardedRoute(ADMIN, {
    method: 'post',
    path: o.base,
    tags,
    summary: `Creates a ${o.label} (admin)`,
    middleware: [imageUploadLimit] as const,
    request: { body: o.create },
    responses: { 201: jsonContent(o.item, `The new ${o.label}`), ...bodyErrors, ...uploadErrors },
  });

  const patch = guardedRoute(ADMIN, {
    method: 'patch',
    path: `${o.base}/{id}` as `${Base}/{id}`,
    tags,
    summary: `Updates a ${o.label} (admin; only the fields given)`,
    request: { params: IdParam, body: jsonBody(o.patch) },
    responses: { 200: jsonContent(o.item, `The updated ${o.label}`), ...bodyErrors, ...notFound },
  });

  const image = guardedRoute(ADMIN, {
    method: 'post',
    path: `${o.base}/{id}/${o.image}` as `${Base}/{id}/${Image}`,
    tags,
    summary: `Replaces the image of a ${o.label} (admin; multipart field \`file\`: JPEG, PNG, WebP, GIF or AVIF up to 10 MB, stored as WebP)`,
    middleware: [imageUploadLimit] as const,
    request: {
      params: IdParam,
      body: formBody(z.object({ file: fileField })),
    },
    responses: {
      200: jsonContent(o.item, `The ${o.label} with its new fileUrl`),
      ...bodyErrors,
      ...notFound,
      ...uploadErrors,
    },
  });

  const remove = guardedRoute(ADMIN, {
    method: 'delete',
    path: `${o.base}/{id}` as `${Base}/{id}`,
    tags,
    summary: `Deletes a ${o.label} (admin)`,
    request: { params: IdParam },
    responses: { 204: { description: 'Deleted' }, ...idOnly, ...notFound },
  });

  return { list, one, create, patch, image, remove };
}

/** The six calls of any library resource (each resource's own are narrower). */
export type LibraryCrud = ReturnType<typeof crudRoutes>;

import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postTypes } from '../../db/schema';
import { namedResource } from './resource';

const columns = {
  id: postTypes.id,
  name: sql<string>`${postTypes.name}::text`.as('name'),
  slug: postTypes.slug,
  description: postTypes.description,
  nameFr: postTypes.nameFr,
  descriptionFr: postTypes.descriptionFr,
  fileUrl: postTypes.fileUrl,
};

export interface PostTypeInput {
  name: string;
  description?: string | undefined;
  nameFr?: string | undefined;
  descriptionFr?: string | undefined;
  fileUrl?: string | null | undefined;
}

const resource = namedResource<typeof postTypes, typeof columns, PostTypeInput>({
  table: postTypes,
  columns,
  field: 'name',
  slugKind: 'post-type',
  defaults: { description: '', nameFr: '', descriptionFr: '', fileUrl: null },
});

export function listPostTypes(db: Executor) {
  return db.select(columns).from(postTypes).orderBy(asc(postTypes.name));
}

export const getPostType = resource.get;
export const randomPostType = resource.random;
export const createPostType = resource.create;
/** Null when there is no such row. Renaming also renames the slug (site links follow names). */
export const updatePostType = resource.update;
export const deletePostType = resource.remove;

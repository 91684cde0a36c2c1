import { z } from '@hono/zod-openapi';
import {
  fileField,
  formIdList,
  formLinkId,
  jsonIdList,
  jsonLinkId,
  jsonPrice,
  MAX_ID,
  plainParagraphs,
  plainText,
  priceString,
} from './fields';
import { POST_LIMITS } from './limits';
import { PostTimelineFields } from './chapters';
import { PostStreamFields } from './streams';

export const RefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).openapi('Ref');

export const PostSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    price: z.string().openapi({ example: '12.99', description: 'Euros, as a decimal string' }),
    fileUrl: z.string().nullable().openapi({ description: 'Video address; null for paid posts' }),
    posterUrl: z.string().nullable(),
    durationSeconds: z.number().int().nullable(),
    user: z.object({ id: z.number().int(), username: z.string(), fileUrl: z.string().nullable() }),
    views: z.number().int(),
    rate: z.number().openapi({ description: 'Average rating in stars (0 when unrated)' }),
    ratingCount: z.number().int(),
    likesCount: z.number().int(),
    postType: RefSchema.nullable(),
    weapon: RefSchema.nullable(),
    masterHistory: RefSchema.nullable(),
    manuscript: RefSchema.nullable(),
    techniques: z.array(RefSchema),
    createdAt: z.string(),
  })
  .openapi('Post');

const slugFilter = (description: string) =>
  z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'A slug: lower-case letters, digits and hyphens')
    .optional()
    .openapi({ description });

export const PostListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  order: z.enum(['recent', 'views', 'oldest']).default('recent'),
  postType: slugFilter('Only posts of this content type (slug)'),
  weapon: slugFilter('Only posts about this weapon (slug)'),
  master: slugFilter('Only posts about this master (slug)'),
  manuscript: slugFilter('Only posts about this manuscript (slug)'),
  technique: slugFilter('Only posts showing this technique (slug)'),
  user: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .optional()
    .openapi({ description: 'Only posts by this user (id)' }),
});

export const LimitQuery = (fallback: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(50).default(fallback) });

const POST_PRICE = { example: '12.99' };
const price = priceString(POST_PRICE).openapi({
  example: '12.99',
  description: 'Euros; 0 or absent for a free video',
});

const text = {
  title: plainText(POST_LIMITS.title, 1).openapi({ example: 'Zornhau drills for beginners' }),
  description: plainParagraphs(POST_LIMITS.description),
};

export const PostCreateForm = z.object({
  title: text.title,
  description: text.description.optional(),
  price: price.optional(),
  postTypeId: formLinkId,
  weaponId: formLinkId,
  masterId: formLinkId,
  manuscriptId: formLinkId,
  techniqueIds: formIdList.openapi({ description: 'Technique ids: repeat the field or separate with commas' }),
  videoKey: z
    .string()
    .max(200)
    .optional()
    .openapi({ description: 'The `key` returned by GET /api/generate-presigned-url, after the video was PUT there' }),
  file: fileField
    .optional()
    .openapi({ description: 'Poster image (else a frame of the video when ffmpeg is installed)' }),
});

export const PostPatch = z
  .object({
    title: text.title.optional(),
    description: text.description.optional(),
    price: jsonPrice(POST_PRICE).optional(),
    postTypeId: jsonLinkId,
    weaponId: jsonLinkId,
    masterId: jsonLinkId,
    manuscriptId: jsonLinkId,
    techniqueIds: jsonIdList.optional(),
  })
  .openapi('PostPatch');

/** One post as GET /posts/{id} answers it: the list shape plus its captions, chapters and stream. */
export const PostDetailSchema = PostSchema.extend(PostTimelineFields).extend(PostStreamFields).openapi('PostDetail');

export const ViewsSchema = z.object({ views: z.number().int() }).openapi('Views');

export const WithdrawnSchema = z
  .object({ message: z.string().openapi({ example: 'This post has buyers: it is withdrawn from sale…' }) })
  .openapi('PostWithdrawn');

export type Post = z.infer<typeof PostSchema>;
export type PostDetail = z.infer<typeof PostDetailSchema>;
export type Ref = z.infer<typeof RefSchema>;
export type PostViews = z.infer<typeof ViewsSchema>;
export type PostWithdrawn = z.infer<typeof WithdrawnSchema>;
export type PostListQuery = z.input<typeof PostListQuery>;
export type PostPatch = z.input<typeof PostPatch>;

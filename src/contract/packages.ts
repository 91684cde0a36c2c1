import { z } from '@hono/zod-openapi';
import { jsonIdList, jsonPrice, MAX_ID, plainParagraphs, plainText } from './fields';
import { PACKAGE_LIMITS } from './limits';

const price = jsonPrice({ example: '24.99', aboveZero: 'A package has a price above 0' });

export const PackageBody = z
  .object({
    title: plainText(PACKAGE_LIMITS.title, 1).openapi({ example: 'Liechtenauer longsword: the five master strikes' }),
    description: plainParagraphs(PACKAGE_LIMITS.description).optional(),
    price,
    postIds: jsonIdList.openapi({ description: 'At least 2 of the seller’s posts' }),
    sellerId: z
      .number()
      .int()
      .positive()
      .max(MAX_ID)
      .optional()
      .openapi({ description: 'Admins only: the seller the package is for (default: yourself)' }),
  })
  .openapi('PackageBody');

export const PackagePatchBody = PackageBody.omit({ sellerId: true }).partial().openapi('PackagePatch');

export const PackageListQuery = z.object({
  seller: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .optional()
    .openapi({ description: 'Only the packages of this seller (user id)' }),
  post: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .optional()
    .openapi({ description: 'Only the packages holding this post' }),
});

export const PackageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    price: z.string(),
    seller: z.object({ id: z.number().int(), username: z.string(), fileUrl: z.string().nullable() }),
    posts: z.array(
      z.object({ id: z.number().int(), title: z.string(), price: z.string(), posterUrl: z.string().nullable() }),
    ),
    postsTotal: z.string().openapi({ description: 'The posts one by one, in euros' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Package');

export type Package = z.infer<typeof PackageSchema>;
export type PackageInput = z.input<typeof PackageBody>;
export type PackagePatchInput = z.input<typeof PackagePatchBody>;

import { z } from '@hono/zod-openapi';
import { MAX_ID } from './fields';

const id = z.number().int().positive().max(MAX_ID);

export const CartPostBody = z.object({ postId: id.openapi({ example: 12 }) }).openapi('CartPostBody');
export const CartPackageBody = z.object({ packageId: id.openapi({ example: 3 }) }).openapi('CartPackageBody');

export type CartPostInput = z.input<typeof CartPostBody>;
export type CartPackageInput = z.input<typeof CartPackageBody>;

import { z } from '@hono/zod-openapi';
import { ROLES } from './enums';
import { searchText } from './fields';

export const ADMIN_USER_SORTS = ['id', 'username', 'email', 'role', 'active', 'createdAt', 'posts'] as const;

export const AdminUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    active: z.boolean(),
    emailVerified: z.boolean(),
    fileUrl: z.string().nullable(),
    postsCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('AdminUser');

export const AdminUserListQuery = z.object({
  q: searchText(100, { trim: true }).optional().openapi({ description: 'Part of the username or e-mail' }),
  sort: z.enum(ADMIN_USER_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const RoleBody = z.object({ role: z.enum(ROLES) }).openapi('RoleChange');
export const ActiveBody = z.object({ active: z.boolean() }).openapi('ActiveChange');

export type AdminUser = z.infer<typeof AdminUserSchema>;
export type RoleInput = z.input<typeof RoleBody>;
export type ActiveInput = z.input<typeof ActiveBody>;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

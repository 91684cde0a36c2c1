import { z } from '@hono/zod-openapi';
import { EmailSchema, LocaleSchema, UsernameSchema } from '../auth/schemas';
import { hasControlCharacters } from '../content/fields';

/** Optional text: trimmed, and an empty value clears the field. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), 'Must not contain control characters')
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** Spec §7: PATCH /users/{id} with username, firstName, name, email, address, postalCode, city, province, country. */
export const UserPatchBody = z
  .object({
    username: UsernameSchema.optional(),
    firstName: text(100),
    name: text(100),
    email: EmailSchema.optional(),
    address: text(200),
    postalCode: text(20),
    city: text(100),
    province: text(100),
    country: text(100),
    locale: LocaleSchema.optional().openapi({ description: 'Language of the mails (settings page)' }),
  })
  .openapi('UserPatch');

export const UserListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(1000).default(100),
});

export const PasswordChangeResponse = z
  .object({
    message: z.string(),
    token: z.string().optional().openapi({ description: 'New access token, when changing one’s own password' }),
    refresh_token: z.string().optional(),
  })
  .openapi('PasswordChange');

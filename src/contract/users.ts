import { z } from '@hono/zod-openapi';
import { CurrentPasswordSchema, EmailSchema, LocaleSchema, NewPasswordBody, UsernameSchema, UserSchema } from './auth';
import { textRule } from './fields';
import { atMostCharacters } from './field-messages';
import { PROFILE_LIMITS } from './limits';

/** Optional text under the one text rule: trimmed, and an empty value clears the field. */
const text = (max: number) =>
  textRule(z.string().trim().max(max, atMostCharacters(max)))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** Spec §7: PATCH /users/{id} with username, firstName, name, email, address, postalCode, city, province, country. */
export const UserPatchBody = z
  .object({
    username: UsernameSchema.optional(),
    firstName: text(PROFILE_LIMITS.firstName),
    name: text(PROFILE_LIMITS.name),
    email: EmailSchema.optional(),
    address: text(PROFILE_LIMITS.address),
    postalCode: text(PROFILE_LIMITS.postalCode),
    city: text(PROFILE_LIMITS.city),
    province: text(PROFILE_LIMITS.province),
    country: text(PROFILE_LIMITS.country),
    locale: LocaleSchema.optional().openapi({ description: 'Language of the mails (settings page)' }),
    currentPassword: CurrentPasswordSchema.optional(),
  })
  .openapi('UserPatch');

/** The user; after a change of one's own e-mail address, also the new tokens of this session. */
export const UserPatchResponse = UserSchema.extend({
  token: z.string().optional().openapi({ description: 'New access token, when changing one’s own e-mail address' }),
  refresh_token: z.string().optional(),
}).openapi('UserPatchResult');

/** Spec §7: `{password}`; also the current password, unless the caller signed in less than 5 minutes ago. */
export const PasswordChangeBody = NewPasswordBody.extend({ currentPassword: CurrentPasswordSchema.optional() }).openapi(
  'PasswordChangeBody',
);

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

/** The avatar image (checked by the handler: a missing or unreadable file is a 400, not a schema error). */
export const AvatarForm = z.object({ file: z.any().optional().openapi({ type: 'string', format: 'binary' }) });

export type UserPatchAnswer = z.infer<typeof UserPatchResponse>;
export type PasswordChangeAnswer = z.infer<typeof PasswordChangeResponse>;
export type UserPatchInput = z.input<typeof UserPatchBody>;
export type PasswordChangeInput = z.input<typeof PasswordChangeBody>;

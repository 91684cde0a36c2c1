import { z } from '@hono/zod-openapi';
import { ROLES } from './enums';
import { hasControlCharacters } from './fields';
import { EMAIL_MAX, PASSWORD_LIMITS, SIGN_IN_PASSWORD_MAX, USERNAME_PATTERN } from './limits';
import { PasswordSchema } from './password';
import { PostSchema } from './posts';

export const UsernameSchema = z
  .string()
  .regex(USERNAME_PATTERN, 'Username must be 3 to 30 characters: letters, digits, _ . or -')
  .openapi({ example: 'liechtenauer_fan' });

export const EmailSchema = z
  .email({ error: 'Enter a valid e-mail address' })
  .max(EMAIL_MAX, 'Enter a valid e-mail address')
  .openapi({ example: 'fencer@example.com' });

export const LocaleSchema = z.enum(['en', 'fr']);

export const RegisterBody = z
  .object({ username: UsernameSchema, email: EmailSchema, password: PasswordSchema, locale: LocaleSchema.optional() })
  .openapi('RegisterBody');

// Sign-in does not re-apply the password rules: an older password may predate them.
export const LoginBody = z
  .object({
    email: z
      .string()
      .min(1, 'Enter your e-mail address')
      .max(EMAIL_MAX, 'Enter a valid e-mail address')
      .refine((email) => !hasControlCharacters(email), 'Enter a valid e-mail address'),
    password: z.string().min(1, 'Enter your password').max(SIGN_IN_PASSWORD_MAX, 'Password too long'),
  })
  .openapi('LoginBody');

const OpaqueToken = z.string().min(1, 'Token required').max(128, 'Invalid token');

export const RefreshBody = z.object({ refresh_token: OpaqueToken }).openapi('RefreshBody');
export const EmailBody = z.object({ email: EmailSchema }).openapi('EmailBody');
export const NewPasswordBody = z.object({ password: PasswordSchema }).openapi('NewPasswordBody');

/** The refusal of an empty current password (code `auth.enterCurrent`). */
export const ENTER_CURRENT_PASSWORD = 'Enter your current password';

/** The password of the signed-in caller, retyped to confirm a password or e-mail change. */
export const CurrentPasswordSchema = z
  .string()
  .min(1, ENTER_CURRENT_PASSWORD)
  .max(PASSWORD_LIMITS.max * 4, 'Password too long')
  .openapi({
    format: 'password',
    description: 'The caller’s current password: required unless the caller signed in less than 5 minutes ago',
  });
export const TokenQuery = z.object({ token: OpaqueToken });
export const TokenParam = z.object({ token: OpaqueToken.openapi({ param: { name: 'token', in: 'path' } }) });

export const MessageSchema = z.object({ message: z.string() }).openapi('Message');

/** Whether a reset link can still set a password: open, already used, or unknown or expired (invalid). */
export const ResetLinkSchema = z.object({ state: z.enum(['open', 'used', 'invalid']) }).openapi('ResetLink');

export const UserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    fileUrl: z.string().nullable(),
    firstName: z.string().nullable(),
    name: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    country: z.string().nullable(),
    stripeConnectID: z.string().nullable(),
    locale: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('User');

export const ActiveCartSchema = z
  .object({
    id: z.number().int(),
    status: z.literal('active'),
    createdAt: z.string(),
    cartPosts: z.array(z.object({ id: z.number().int(), post: PostSchema })),
    cartPackages: z.array(
      z.object({
        id: z.number().int(),
        package: z.object({ id: z.number().int(), title: z.string(), price: z.string() }),
      }),
    ),
  })
  .openapi('ActiveCart');

export const SessionUserSchema = UserSchema.extend({ active_cart: ActiveCartSchema.nullable() }).openapi('SessionUser');

export const LoginResponse = z
  .object({ token: z.string(), refresh_token: z.string(), user: SessionUserSchema })
  .openapi('LoginResponse');

export const RefreshResponse = z
  .object({
    token: z.string(),
    refresh_token: z.string(),
    stripeConnectID: z.string().nullable(),
    active_cart: ActiveCartSchema.nullable(),
  })
  .openapi('RefreshResponse');

export const RegisterResponse = z.object({ message: z.string(), user: UserSchema }).openapi('RegisterResponse');

export type User = z.infer<typeof UserSchema>;
export type ActiveCart = z.infer<typeof ActiveCartSchema>;
export type SessionUser = z.infer<typeof SessionUserSchema>;
export type LoginAnswer = z.infer<typeof LoginResponse>;
export type RefreshAnswer = z.infer<typeof RefreshResponse>;
export type RegisterAnswer = z.infer<typeof RegisterResponse>;
export type Message = z.infer<typeof MessageSchema>;
export type ResetLink = z.infer<typeof ResetLinkSchema>;
export type Locale = z.infer<typeof LocaleSchema>;
export type RegisterInput = z.input<typeof RegisterBody>;
export type LoginInput = z.input<typeof LoginBody>;
export type RefreshInput = z.input<typeof RefreshBody>;
export type EmailInput = z.input<typeof EmailBody>;
export type NewPasswordInput = z.input<typeof NewPasswordBody>;

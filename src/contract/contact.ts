import { z } from '@hono/zod-openapi';
import { LocaleSchema } from './auth';
import { multilineTextRule, textRule } from './fields';
import { CONTACT_LIMITS } from './limits';

export const ContactBody = z
  .object({
    name: textRule(z.string().trim().min(1).max(CONTACT_LIMITS.name)),
    email: z.email().max(CONTACT_LIMITS.email),
    subject: textRule(z.string().trim().max(CONTACT_LIMITS.subject)).optional().default(''),
    message: multilineTextRule(z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.messageMax)),
    /** Honeypot: hidden from people, filled in by bots. A filled one is accepted and dropped. */
    website: z.string().max(500).optional().default(''),
    locale: LocaleSchema.optional().default('en'),
  })
  .openapi('ContactMessage');

export const ContactAccepted = z.object({ message: z.string() }).openapi('ContactAccepted');

export type ContactInput = z.infer<typeof ContactBody>;

import { z } from '@hono/zod-openapi';
import { PostSchema } from './posts';

/** The refusals of a rating's value. */
export const RATE_RULE_MESSAGES = {
  atLeast: 'At least 0.5',
  atMost: 'At most 5',
  steps: 'In steps of 0.5',
} as const;

export const RateBody = z
  .object({
    rate: z
      .number()
      .min(0.5, RATE_RULE_MESSAGES.atLeast)
      .max(5, RATE_RULE_MESSAGES.atMost)
      .multipleOf(0.5, RATE_RULE_MESSAGES.steps)
      .openapi({ example: 4.5, description: 'Stars, 0.5 to 5 in steps of 0.5' }),
  })
  .openapi('Rate');

export const RatedSchema = z.object({ rate: z.number(), post: PostSchema }).openapi('Rated');

/** The signed-in member's own rating of a post, null when they have not rated it. */
export const OwnRateSchema = z.object({ rate: z.number().nullable().openapi({ example: 3.5 }) }).openapi('OwnRate');

export type Rated = z.infer<typeof RatedSchema>;
export type OwnRate = z.infer<typeof OwnRateSchema>;
export type RateInput = z.input<typeof RateBody>;

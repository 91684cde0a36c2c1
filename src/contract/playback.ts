import { z } from '@hono/zod-openapi';

export const PlaybackSchema = z
  .object({
    postId: z.number().int(),
    access: z.enum(['full', 'preview']),
    reason: z.enum(['free', 'author', 'admin', 'buyer']).nullable(),
    videoUrl: z.string().nullable().openapi({
      description:
        'The full video: for a paid post, an address signed for the caller that lasts 5 minutes and works only with the HttpOnly `hdx-viewer` cookie this answer sets; ask again before `expiresAt` to keep playing',
    }),
    expiresAt: z.string().nullable(),
    expiresInSeconds: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'The signed address lapses this many seconds after the answer (clock-independent)' }),
    previewUrl: z.string().nullable(),
    previewSeconds: z.number().int().nullable(),
    posterUrl: z.string().nullable(),
    price: z.string(),
    inCart: z.boolean(),
  })
  .openapi('Playback');

export type Playback = z.infer<typeof PlaybackSchema>;

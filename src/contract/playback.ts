import { z } from '@hono/zod-openapi';
import { CAPTION_LANGUAGES } from './limits';

const PlaybackCaptionSchema = z.object({ lang: z.enum(CAPTION_LANGUAGES), url: z.string() }).openapi('PlaybackCaption');

export const PlaybackSchema = z
  .object({
    postId: z.number().int(),
    access: z.enum(['full', 'preview']),
    reason: z.enum(['free', 'author', 'admin', 'buyer']).nullable(),
    videoUrl: z.string().nullable().openapi({
      description:
        'The full video: for a paid post, an address signed for the caller that lasts 5 minutes and works only with the HttpOnly `hdx-viewer` cookie this answer sets; ask again before `expiresAt` to keep playing',
    }),
    hlsUrl: z.string().nullable().openapi({
      description:
        'The adaptive stream (HLS master playlist) once the video is transcoded: public for a free post; for a paid post signed for the caller like `videoUrl` (the playlists it leads to come back with signed addresses inside, lasting as long)',
    }),
    storyboardUrl: z.string().nullable().openapi({
      description:
        "The stream's thumbnail track (WebVTT, `storyboard.jpg#xywh=` cues) for the timeline's previews, signed like `hlsUrl` (its image addresses come back signed too); null without a stream",
    }),
    captions: z.array(PlaybackCaptionSchema).openapi({
      description:
        "The post's captions for what the caller may play: public for a free post; for a paid post signed for the caller like `videoUrl`; with a preview, public addresses (`?preview=1`) of the preview's own seconds of them (empty without a preview)",
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

import { z } from '@hono/zod-openapi';
import { fileField, IdParam, MAX_ID, plainText } from './fields';
import { CAPTION_LANGUAGES, CHAPTER_LIMITS } from './limits';
import { atMostChapters } from './timeline-messages';

/** A moment of a post's video, optionally showing a technique of the library. */
export const ChapterSchema = z
  .object({
    startSeconds: z.number().int().openapi({ example: 42, description: 'Seconds from the start of the video' }),
    title: z.string().openapi({ example: 'Zornhau from the right' }),
    techniqueId: z.number().int().nullable().openapi({ description: 'The technique this moment shows, or null' }),
  })
  .openapi('Chapter');

export const CaptionSchema = z
  .object({
    lang: z.enum(CAPTION_LANGUAGES),
    url: z.string().nullable().openapi({
      description:
        'WebVTT file (text/vtt): public for a free post; null for a paid or withdrawn one, whose captions are paid content (its buyers, author and admins get them signed in GET /posts/{id}/playback)',
    }),
  })
  .openapi('Caption');

/** What GET /posts/{id} adds to a post; the lists stay lean without it. */
export const PostTimelineFields = {
  captions: z.array(CaptionSchema),
  chapters: z.array(ChapterSchema).openapi({ description: 'Sorted by start time' }),
};

/** One post's chapters and captions, for the site build (GET /posts/timelines). */
export const PostTimelineSchema = z
  .object({ id: z.number().int().openapi({ description: "The post's id" }), ...PostTimelineFields })
  .openapi('PostTimeline');

export const ChapterInput = z.object({
  startSeconds: z
    .number()
    .int()
    .min(0)
    .max(86_400 * 2),
  title: plainText(CHAPTER_LIMITS.title, 1),
  techniqueId: z.number().int().positive().max(MAX_ID).nullable().default(null),
});

export const ChaptersPut = z
  .object({
    chapters: z
      .array(ChapterInput)
      .max(CHAPTER_LIMITS.count, atMostChapters(CHAPTER_LIMITS.count))
      .openapi({ description: 'The whole list (replaces the old one); [] removes every chapter' }),
  })
  .openapi('ChaptersPut');

export const CaptionForm = z.object({
  lang: z.enum(CAPTION_LANGUAGES).openapi({ description: 'en or fr; replaces that language' }),
  file: fileField.openapi({ description: 'WebVTT (.vtt) or SubRip (.srt, converted to WebVTT), at most 512 KB' }),
});

export const CaptionLangParam = IdParam.extend({
  lang: z.enum(CAPTION_LANGUAGES).openapi({ param: { name: 'lang', in: 'path' }, example: 'en' }),
});

export type Chapter = z.infer<typeof ChapterSchema>;
export type Caption = z.infer<typeof CaptionSchema>;
export type PostTimeline = z.infer<typeof PostTimelineSchema>;
export type ChaptersPut = z.input<typeof ChaptersPut>;

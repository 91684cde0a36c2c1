import { z } from '@hono/zod-openapi';
import { MAX_ID } from './fields';

export const STREAM_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

export const StreamRenditionSchema = z
  .object({
    height: z.number().int().openapi({ example: 720 }),
    bandwidth: z.number().int().openapi({ example: 2_950_000, description: 'Peak bit rate, bit/s' }),
  })
  .openapi('StreamRendition');

/** A post video's adaptive stream: transcoded in the background after the post is created. */
export const PostStreamSchema = z
  .object({
    status: z.enum(STREAM_STATUSES),
    progress: z.number().int().min(0).max(100),
    hlsUrl: z
      .string()
      .nullable()
      .openapi({ example: '/api/media/hls/42/master.m3u8', description: 'The HLS master playlist once ready' }),
    renditions: z.array(StreamRenditionSchema).openapi({ description: 'Lowest first; empty until ready' }),
  })
  .openapi('PostStream');

/** What GET /posts/{id} adds about the video's stream: null for a post without a video. */
export const PostStreamFields = {
  stream: PostStreamSchema.nullable().openapi({
    description: 'Adaptive streaming state; the progressive `fileUrl` plays until it is ready. Null without a video',
  }),
};

/** Why a transcode failed, in words a person can act on (the raw detail stays in the server log). */
export const TRANSCODE_FAILURE_REASONS = [
  'unreadable',
  'source_truncated',
  'source_missing',
  'too_long',
  'deadline',
  'encoder_failed',
  'interrupted',
  'post_deleted',
  'internal',
] as const;
export type TranscodeFailureReason = (typeof TRANSCODE_FAILURE_REASONS)[number];

export const FailedTranscodeSchema = z
  .object({
    id: z.string().openapi({ description: 'The failed job' }),
    postId: z.number().int(),
    postTitle: z.string().nullable().openapi({ description: 'Null when the post was deleted since' }),
    reason: z
      .enum(TRANSCODE_FAILURE_REASONS)
      .openapi({ description: 'Stable code; the dashboard words it per language' }),
    error: z.string().openapi({ description: 'The reason in English, with what to do about it' }),
    canRetry: z.boolean().openapi({ description: 'False when the post was deleted' }),
    attempts: z.number().int(),
    failedAt: z.iso.datetime(),
  })
  .openapi('FailedTranscode');

export const FailedTranscodeListSchema = z
  .object({ items: z.array(FailedTranscodeSchema) })
  .openapi('FailedTranscodeList');

export const TranscodeJobParam = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, example: '9807ecb2-1aa3-4dca-be9c-433e20633ee7' }),
});

export const TranscodeRetriedSchema = z
  .object({ postId: z.number().int().positive().max(MAX_ID) })
  .openapi('TranscodeRetried');

export type PostStream = z.infer<typeof PostStreamSchema>;
export type StreamRendition = z.infer<typeof StreamRenditionSchema>;
export type FailedTranscode = z.infer<typeof FailedTranscodeSchema>;
export type FailedTranscodeList = z.infer<typeof FailedTranscodeListSchema>;
export type TranscodeRetried = z.infer<typeof TranscodeRetriedSchema>;

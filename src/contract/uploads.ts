import { z } from '@hono/zod-openapi';

export const VideoUploadSchema = z
  .object({
    url: z.string().openapi({ description: 'PUT the video here, with Content-Type: video/mp4, before it expires' }),
    key: z.string().openapi({ description: 'Send as `videoKey` with POST /api/posts' }),
    method: z.literal('PUT'),
    headers: z.object({ 'Content-Type': z.string() }),
    maxBytes: z.number().int(),
    expiresAt: z.string(),
  })
  .openapi('VideoUpload');

const segment = (name: string, pattern: RegExp) =>
  z
    .string()
    .regex(pattern)
    .openapi({ param: { name, in: 'path' } });

/** The signed upload address of the local disk storage: its path and its signature. */
export const UploadPathParams = z.object({
  owner: segment('owner', /^u\d{1,10}$/),
  file: segment('file', /^[A-Za-z0-9_-]{22}\.mp4$/),
});

export const UploadQuery = z.object({
  user: z.string().optional(),
  type: z.string().optional(),
  max: z.string().optional(),
  expires: z.string().optional(),
  sig: z.string().optional(),
});

/** The MP4 video itself, as the raw body. */
export const VideoBody = z.string().openapi({ type: 'string', format: 'binary' });

export const UploadedVideoSchema = z.object({ key: z.string(), size: z.number().int() }).openapi('UploadedVideo');

export type VideoUpload = z.infer<typeof VideoUploadSchema>;
export type UploadedVideo = z.infer<typeof UploadedVideoSchema>;

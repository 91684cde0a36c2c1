/**
 * Why the API refuses an uploaded image: the `file` message of its 400/413/422 answers.
 * No zod here: the forms import it to show each reason in the page's language under the
 * image field (their translations are keyed by the reason).
 */
export const IMAGE_REJECTIONS = {
  empty: 'The file is empty',
  type: 'Unsupported image: send a JPEG, PNG, WebP, GIF or AVIF file (SVG is refused)',
  size: 'Images are limited to 10 MB',
  avatarSize: 'Avatars are limited to 5 MB',
  dimensions: 'The image is too large: at most 40 megapixels',
  unreadable: 'The image could not be read',
} as const;

export type ImageRejection = keyof typeof IMAGE_REJECTIONS;

/** The most pixels an image may have (width × height, 40 megapixels). */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The reason behind an API's `file` message, or null for another message. */
export function imageRejectionOf(message: string | undefined): ImageRejection | null {
  const found = Object.entries(IMAGE_REJECTIONS).find(([, text]) => text === message);
  return found ? (found[0] as ImageRejection) : null;
}

import { IMAGE_WIDTHS, MEDIA_PREFIX, mainImageOf, imageAtWidth } from '../contract/stored-media';

/** Where a card's 16:9 image is shown: three cards a row from 1200 px, two from 600 px, one below. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw';

const STORED_IMAGE = new RegExp(`^(https?://[^/]+)?${MEDIA_PREFIX}images/[^?#]+\\.webp$`);

/**
 * The `srcset` of an image the API stored (each width it keeps, so a card downloads and
 * decodes a 320 px copy, not the 1280 px file); undefined for any other address.
 */
export function imageSrcset(url: string | null | undefined): string | undefined {
  if (!url || !STORED_IMAGE.test(url) || mainImageOf(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ');
}

/** Where the API serves stored files: `{MEDIA_PREFIX}{key}` (no zod here: pages and islands import it). */
export const MEDIA_PREFIX = '/api/media/';

/**
 * How a stored image is kept. Beside its main file
 * `{name}.webp` (at most 1280 px wide) the API keeps a narrower copy at each smaller width,
 * `{name}-w320.webp` and `{name}-w640.webp`; a width the original was too narrow for is
 * answered with the main file.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

const MAIN_IMAGE = /^(.*)\.webp$/;
const NARROWER = /^(.*)-w(\d+)\.webp$/;

/** The key or address of `main`'s copy at `width` (the main file itself at the widest). */
export function imageAtWidth(main: string, width: number): string {
  return width >= IMAGE_WIDTHS.at(-1)! ? main : main.replace(MAIN_IMAGE, `$1-w${width}.webp`);
}

/** The main file of a narrower copy's key or address; null for anything else. */
export function mainImageOf(narrower: string): string | null {
  const found = NARROWER.exec(narrower);
  return found && (IMAGE_WIDTHS as readonly number[]).includes(Number(found[2])) ? `${found[1]}.webp` : null;
}

/** An image's key or address without its width: every copy of one image shares it. */
export const imageBase = (key: string) => key.replace(/(-w\d+)?\.webp$/, '');

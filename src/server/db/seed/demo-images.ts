import { IMAGE_WIDTHS, imageAtWidth } from '../../../contract/stored-media';
import type { Storage } from '../../services/storage/types';
import * as data from './data';
import { renderAvatar, renderCard } from './images';

interface DemoImage {
  /** How the seed names it, e.g. `weapon:longsword`. */
  ref: string;
  key: string;
  /** The picture at `width` (its own size when not given). */
  render(width?: number): Promise<Buffer>;
  /** The narrower copies kept beside it, as the API keeps them of a stored image (none for avatars, 256 px wide). */
  widths: readonly number[];
}

/** A demo card's width, and the narrower copies kept beside it. */
const CARD_WIDTH = 960;
const CARD_WIDTHS = IMAGE_WIDTHS.filter((width) => width < CARD_WIDTH);

/** Stable, readable storage keys for generated demo images. */
const imageKey = (folder: string, slug: string) =>
  `images/${folder}/${slug
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 60)
    .padEnd(8, '0')}.webp`;

function demoImages(): DemoImage[] {
  const card = (ref: string, folder: string, slug: string, title: string, subtitle: string): DemoImage => ({
    ref,
    key: imageKey(folder, slug),
    render: (width = CARD_WIDTH) => renderCard({ title, subtitle, width, height: (width * 9) / 16 }),
    widths: CARD_WIDTHS,
  });
  return [
    ...data.postTypes.map((t) => card(`type:${t.slug}`, 'post-types', t.slug, t.name, 'Content type')),
    ...data.weapons.map((w) => card(`weapon:${w.slug}`, 'weapons', w.slug, w.name, 'Martial art')),
    ...data.masterHistories.map((m) => card(`master:${m.slug}`, 'masters', m.slug, m.name, m.period)),
    ...data.manuscripts.map((m) => card(`manuscript:${m.slug}`, 'manuscripts', m.slug, m.title, m.shelfmark)),
    ...data.posts.map((p, i) => card(`post:${i}`, 'posters', `post-${String(i).padStart(4, '0')}`, p.title, p.author)),
    ...data.seedUsers.map((u) => ({
      ref: `user:${u.username}`,
      key: imageKey('avatars', u.username.replace(/_/g, '-')),
      render: () => renderAvatar(u.username),
      widths: [],
    })),
    ...data.publicities.map((pub, i) => card(`publicity:${i}`, 'publicities', `partner-${i}`, pub.title, 'Partner')),
  ];
}

/** The storage keys of every demo image and its narrower copies: the orphan sweeper never removes them. */
export function demoImageKeys(): Set<string> {
  return new Set(
    demoImages().flatMap((image) => [image.key, ...image.widths.map((width) => imageAtWidth(image.key, width))]),
  );
}

/** Renders and stores the demo images not stored yet, with their narrower copies; their public URLs by `ref`. */
export async function storeDemoImages(storage: Storage): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const image of demoImages()) {
    // The main file last: once it is stored, so are its copies (one read per picture at a start).
    if (!(await storage.stat(image.key))) {
      for (const width of image.widths)
        await storage.put(imageAtWidth(image.key, width), await image.render(width), 'image/webp');
      await storage.put(image.key, await image.render(), 'image/webp');
    }
    urls.set(image.ref, storage.publicUrl(image.key));
  }
  return urls;
}

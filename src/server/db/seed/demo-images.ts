import type { Storage } from '../../services/storage/types';
import * as data from './data';
import { renderAvatar, renderCard } from './images';

interface DemoImage {
  /** How the seed names it, e.g. `weapon:longsword`. */
  ref: string;
  key: string;
  render(): Promise<Buffer>;
}

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
    render: () => renderCard({ title, subtitle }),
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
    })),
    ...data.publicities.map((pub, i) => card(`publicity:${i}`, 'publicities', `partner-${i}`, pub.title, 'Partner')),
  ];
}

/** The storage keys of every demo image: the orphan sweeper never removes them. */
export function demoImageKeys(): Set<string> {
  return new Set(demoImages().map((image) => image.key));
}

/** Renders and stores the demo images not stored yet; their public URLs by `ref`. */
export async function storeDemoImages(storage: Storage): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const image of demoImages()) {
    if (!(await storage.stat(image.key))) await storage.put(image.key, await image.render(), 'image/webp');
    urls.set(image.ref, storage.publicUrl(image.key));
  }
  return urls;
}

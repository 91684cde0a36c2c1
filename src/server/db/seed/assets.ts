import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Files shipped with the seed (next to this module in the sources, next to the bundle in dist). */
export function seedAsset(name: string): string {
  for (const base of ['./assets/', './db/seed/assets/']) {
    const file = fileURLToPath(new URL(base + name, import.meta.url));
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`Seed asset not found: ${name}`);
}

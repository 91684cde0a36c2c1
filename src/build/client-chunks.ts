import path from 'node:path';

/**
 * How the browser bundle is split (the client build's `codeSplitting`). Every island
 * loads React, the stores library and Astro's React renderer, and every page loads the
 * header island with all it imports statically; the like, rating and bookmark islands
 * (post page) and the card grid's island that draws the same controls (post cards) come
 * together, so what only they use goes together too.
 * Each of those sets is one chunk (an island's own file then only re-exports it) instead
 * of a dozen small shared ones, which gzip worse and cost a request each. What an island
 * imports dynamically (search, filters, the user menu's popup, token refresh, toasts)
 * stays in chunks of its own, loaded on use.
 */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/]react|@astrojs[\\/]react)[\\/]/;
const HEADER = 'src/features/header/header.tsx';
const ENGAGEMENT = [
  'src/features/engagement/like/like-button.tsx',
  'src/features/engagement/rating/rating-island.tsx',
  'src/features/engagement/favorite/favorite-button.tsx',
  'src/features/engagement/cards/card-grid-island.tsx',
];

interface ChunkingContext {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** The modules `entries` import statically, directly or not, the entries included. */
function staticClosure(entries: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = entries.filter((id) => ctx.getModuleInfo(id) !== null);
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The part of a closure nothing outside it imports, so no other page loads it for nothing. */
function exclusive(closure: Set<string>, entries: string[], ctx: ChunkingContext): Set<string> {
  const kept = new Set(closure);
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of kept) {
      if (entries.includes(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (info && info.dynamicImporters.length === 0 && info.importers.every((importer) => kept.has(importer)))
        continue;
      kept.delete(id);
      changed = true;
    }
  }
  return kept;
}

export function clientCodeSplitting(root: string) {
  const header = path.join(root, HEADER);
  const engagement = ENGAGEMENT.map((file) => path.join(root, file));
  const sets = new WeakMap<ChunkingContext, { header: Set<string>; engagement: Set<string> }>();
  const setsOf = (ctx: ChunkingContext) => {
    let found = sets.get(ctx);
    if (!found) {
      found = {
        header: staticClosure([header], ctx),
        engagement: exclusive(staticClosure(engagement, ctx), engagement, ctx),
      };
      sets.set(ctx, found);
    }
    return found;
  };
  return {
    groups: [
      { name: 'react', test: VENDOR, priority: 3 },
      {
        debugName: 'header-core',
        name: (id: string, ctx: ChunkingContext) => (setsOf(ctx).header.has(id) ? 'header-core' : null),
        priority: 2,
      },
      {
        debugName: 'engagement',
        name: (id: string, ctx: ChunkingContext) => (setsOf(ctx).engagement.has(id) ? 'engagement' : null),
        priority: 1,
      },
    ],
  };
}

import { useRepublishLibrary } from './library';
import { libraryOf } from './library-of';
import { pageFile, pathnameOf, withKeyPass } from './page-keys';
import type { LibraryContent } from '../lib/types';

/**
 * Re-rendering the changed pages of a publish through the served release (issue 17).
 *
 * A publish whose code is the served release's needs no `astro build`: the served release's
 * own server renders the pages whose content key changed. It runs every pre-rendered route's
 * getStaticPaths on the publish's content, with the previous release's keys (`planRepublish`),
 * then renders each changed page's module as a component with the props its getStaticPaths
 * gave, for the page's own address (`plannedPage`). Only the publishing server itself can ask
 * (`isRepublishRequest`, src/render/republish-access.ts): the routes under /hdx-republish/
 * answer 404 to anyone else.
 */

type AnyComponent = (props: Record<string, unknown>) => unknown;
interface PageModule {
  default: AnyComponent;
  getStaticPaths?: () => Promise<{ params: Record<string, string | undefined>; props?: unknown }[]>;
}

// Only pages that may be pre-rendered: a module's styles reach every page this route renders
// (the dashboard's chart styles would otherwise land in every re-rendered page).
const pageModules = import.meta.glob<PageModule>([
  '../pages/**/*.astro',
  '!../pages/dashboard/**',
  '!../pages/checkout/**',
  '!../pages/hdx-republish/**',
  '!../pages/fr/**',
]);

/**
 * Pre-rendered routes the Node server renders on demand instead, behind its page cache: post pages
 * (`videos/[...id].astro`). astro build still pre-renders them for a static host.
 */
const ON_DEMAND_ON_SERVER = new Set(['/videos/[id]']);

/** The one pre-rendered page without getStaticPaths (always re-rendered; /fr/404 renders on demand). */
const FIXED_PAGES: Record<string, string> = { '../pages/404.astro': '/404' };

/** `../pages/[...locale]/videos/[id].astro` → `/videos/[id]`; `…/index.astro` → its folder. */
function patternOf(moduleFile: string): string | null {
  const match = /^\.\.\/pages\/\[\.\.\.locale\]\/(.+)\.astro$/.exec(moduleFile);
  if (!match) return null;
  const route = `/${match[1]}`.replace(/\/index$/, '');
  return route || '/';
}

interface Planned {
  Component: AnyComponent;
  props: Record<string, unknown>;
}

let planned = new Map<string, Planned>();

export interface RepublishPlan {
  /** Every pre-rendered page's file and content key. */
  pages: Record<string, string>;
  /** The addresses of the pages to render (changed or new), with their files. */
  changed: { pathname: string; file: string }[];
}

/**
 * Keeps the content the publishing server read (src/server/services/rebuilds/published-content.ts)
 * for this publish, and plans the pages to render.
 */
export async function planRepublish(options: {
  previousKeys: Record<string, string>;
  /** The content to publish. */
  content: LibraryContent;
  /** This renderer's share of the pages: every `count`-th changed page from `index`. */
  shard?: { index: number; count: number };
}): Promise<RepublishPlan> {
  useRepublishLibrary(libraryOf(options.content));
  const pages: Record<string, string> = {};
  const next = new Map<string, Planned>();
  await withKeyPass(
    { previous: options.previousKeys, record: (_route, keys) => Object.assign(pages, keys) },
    async () => {
      for (const [moduleFile, load] of Object.entries(pageModules)) {
        const fixed = FIXED_PAGES[moduleFile];
        const pattern = patternOf(moduleFile);
        if (!fixed && (!pattern || ON_DEMAND_ON_SERVER.has(pattern))) continue;
        const page = await load();
        if (fixed) {
          next.set(fixed, { Component: page.default, props: {} });
          continue;
        }
        if (!page.getStaticPaths) continue;
        for (const entry of await page.getStaticPaths()) {
          next.set(pathnameOf(pattern!, entry.params), {
            Component: page.default,
            props: (entry.props ?? {}) as Record<string, unknown>,
          });
        }
      }
    },
  );
  const { index, count } = options.shard ?? { index: 0, count: 1 };
  const mine = [...next.keys()].sort().filter((_, i) => i % count === index);
  planned = new Map(mine.map((pathname) => [pathname, next.get(pathname)!]));
  const changed = mine.map((pathname) => ({ pathname, file: FIXED_PAGE_FILES[pathname] ?? pageFile(pathname) }));
  return { pages, changed };
}

/** Astro writes the not-found page as `404.html`, not `404/index.html`. */
const FIXED_PAGE_FILES: Record<string, string> = { '/404': '404.html' };

/** The page planned for `pathname` (null once the publish is over, or for any other address). */
export function plannedPage(pathname: string): Planned | null {
  return planned.get(pathname) ?? null;
}

/** Ends a publish's re-render: the content and the plan go. */
export function endRepublish(): void {
  planned = new Map();
  useRepublishLibrary(null);
}


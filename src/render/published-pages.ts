import { loadLibrary } from './library';
import type { Library } from './library-of';
import { PAGE_TABLE } from './static-paths';

/**
 * The Node server's public pages: every page astro build pre-renders, rendered on demand from the
 * published content (src/pages/[...page].astro). The page files' own getStaticPaths say which
 * pages exist and with what props, as they do for astro build; this module runs them on the
 * library the server shows and keeps the answer until it shows another one.
 */

type AnyComponent = (props: Record<string, unknown>) => unknown;
interface PageModule {
  default: AnyComponent;
  getStaticPaths?: (
    caller: typeof PAGE_TABLE,
  ) => Promise<{ params: Record<string, string | undefined>; props?: unknown }[]>;
}

// Only pages that astro build pre-renders: a module's styles reach every page this route renders
// (the dashboard's chart styles would otherwise land in every public page).
// The root's own files (this route, the not-found page) are not pages of the table.
const pageModules = import.meta.glob<PageModule>([
  '../pages/**/*.astro',
  '!../pages/*.astro',
  '!../pages/dashboard/**',
  '!../pages/checkout/**',
  '!../pages/fr/**',
]);

/** Pre-rendered routes whose own on-demand page answers on the server: post pages (`videos/[...id].astro`). */
const OWN_ON_DEMAND_PAGE = new Set(['/videos/[id]']);

/** `../pages/[...locale]/videos/[id].astro` → `/videos/[id]`; `…/index.astro` → its folder. */
function patternOf(moduleFile: string): string | null {
  const match = /^\.\.\/pages\/\[\.\.\.locale\]\/(.+)\.astro$/.exec(moduleFile);
  if (!match) return null;
  const route = `/${match[1]}`.replace(/\/index$/, '');
  return route || '/';
}

/** The address of one getStaticPaths entry of a route `pattern` such as `/weapons/[slug]`: `/fr/weapons/longsword`. */
function pathnameOf(pattern: string, params: Record<string, string | undefined>): string {
  const { locale, ...rest } = params;
  const filled = pattern.replace(/\[(\w+)\]/g, (_, name: string) => rest[name] ?? '');
  return (locale ? `/${locale}` : '') + (filled === '/' && locale ? '' : filled);
}

export interface PublishedPage {
  Component: AnyComponent;
  props: Record<string, unknown>;
}

const tables = new WeakMap<Library, Promise<Map<string, PublishedPage>>>();

async function tableOf(): Promise<Map<string, PublishedPage>> {
  const library = await loadLibrary();
  let table = tables.get(library);
  if (!table) {
    table = makeTable();
    tables.set(library, table);
  }
  return table;
}

async function makeTable(): Promise<Map<string, PublishedPage>> {
  const table = new Map<string, PublishedPage>();
  for (const [moduleFile, load] of Object.entries(pageModules)) {
    const pattern = patternOf(moduleFile);
    if (!pattern || OWN_ON_DEMAND_PAGE.has(pattern)) continue;
    const page = await load();
    if (!page.getStaticPaths) continue;
    for (const entry of await page.getStaticPaths(PAGE_TABLE)) {
      table.set(pathnameOf(pattern, entry.params), {
        Component: page.default,
        props: (entry.props ?? {}) as Record<string, unknown>,
      });
    }
  }
  return table;
}

/** `/weapons/longsword/`, `/weapons/longsword/index.html` → `/weapons/longsword` (decoded); null when undecodable. */
function tableKey(pathname: string): string | null {
  try {
    const trimmed = decodeURIComponent(pathname)
      .replace(/\/index\.html$/, '')
      .replace(/\/+$/, '');
    return trimmed || '/';
  } catch {
    return null;
  }
}

/** The page at `pathname` in the published content, or null when it has none. */
export async function publishedPage(pathname: string): Promise<PublishedPage | null> {
  const key = tableKey(pathname);
  return key === null ? null : ((await tableOf()).get(key) ?? null);
}

/** Whether the published content has a page at `pathname`. */
export async function hasPublishedPage(pathname: string): Promise<boolean> {
  return (await publishedPage(pathname)) !== null;
}

/** Every address of the published pages (the sitemap's, with the post pages). */
export async function publishedPaths(): Promise<string[]> {
  return [...(await tableOf()).keys()];
}

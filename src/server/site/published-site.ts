import fs from 'node:fs';
import path from 'node:path';
import type { LibraryContent } from '../../lib/types';
import { libraryOf } from '../../render/library-of';
import { searchRecords } from '../../render/search-records';
import { indexSearch } from './search-layers';
import { buildSiteCode, isBuildCurrent } from './site-build';
import type { SiteHost } from './site-host';

/** Search index folders kept: the one shown and the one before it (pages open in browsers may still read it). */
const KEPT_INDEXES = 2;

/**
 * This server's site: its build of the site's code in `siteDir` (made once per code version)
 * and the published content its pages show, with the search index derived from that content in
 * `siteDir/search/<n>/`. Everything here comes from the code and from PostgreSQL: no folder is
 * shared with another server.
 */
export class PublishedSite {
  readonly host: SiteHost;
  private readonly siteDir: string;
  private readonly publicUrl: string;
  private content: LibraryContent | null = null;
  private hidden: readonly number[] = [];
  private indexes: string[] = [];

  constructor(options: { siteDir: string; publicUrl: string; host: SiteHost }) {
    this.siteDir = options.siteDir;
    this.publicUrl = options.publicUrl;
    this.host = options.host;
  }

  /** Whether the site build of this code is there (a server without it builds it first). */
  get built(): boolean {
    return isBuildCurrent(this.siteDir, this.publicUrl);
  }

  get ready(): boolean {
    return this.host.ready;
  }

  /** Builds the site's code (`astro build`, about half a minute), reading the content layer from `apiUrl`. */
  buildCode(apiUrl: string, onLine?: (line: string) => void, signal?: AbortSignal): Promise<void> {
    return buildSiteCode({ siteDir: this.siteDir, apiUrl, publicUrl: this.publicUrl, onLine, ...(signal ? { signal } : {}) });
  }

  /** Loads the site build, its pages showing `content` (null before the first publish: the build's own). */
  async load(content: LibraryContent | null): Promise<void> {
    // A restart's index is a delta over the last one it made (none when nothing changed since).
    if (!this.indexes.length) this.indexes = this.madeBefore();
    this.content = content;
    await this.host.load(this.siteDir, this.shown());
  }

  /** The search index of `content`, in a new folder (a delta over the index shown when few records changed). */
  async index(content: LibraryContent): Promise<{ dir: string; indexed: number; delta: number }> {
    const root = path.join(this.siteDir, 'search');
    fs.mkdirSync(root, { recursive: true });
    const dir = fs.mkdtempSync(path.join(root, `${Date.now()}-`));
    try {
      const { indexed, delta } = await indexSearch({
        dir,
        records: searchRecords(libraryOf(content)),
        previousDir: this.indexes[0] ?? null,
      });
      return { dir, indexed, delta: delta.length };
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Shows other published content: the next renders show it, the cached pages go. */
  async show(content: LibraryContent): Promise<void> {
    this.content = content;
    if (this.ready) this.host.show(this.shown());
    else await this.load(content);
  }

  /** Serves the search index made by `index`; the one before it stays reachable, older ones go. */
  async showSearch(search: { dir: string }): Promise<void> {
    await this.host.showSearch(search.dir);
    this.indexes = [search.dir, ...this.indexes.filter((dir) => dir !== search.dir)];
    for (const old of this.indexes.splice(KEPT_INDEXES)) fs.rmSync(old, { recursive: true, force: true });
  }

  /**
   * Shows `content` and its search index: the pages first (`onPages` is told), then search; a
   * site not serving yet (its start) waits for the index, so its first page comes with search.
   */
  async showAll(content: LibraryContent, onPages?: () => void): Promise<{ indexed: number; delta: number }> {
    if (!this.ready) {
      const search = await this.index(content);
      await this.load(content);
      await this.showSearch(search);
      onPages?.();
      return search;
    }
    await this.show(content);
    onPages?.();
    const search = await this.index(content);
    await this.showSearch(search);
    return search;
  }

  /** The posts taken down since the last publish: the pages show the published content without them. */
  hide(postIds: readonly number[]): void {
    this.hidden = postIds;
    if (this.ready) this.host.show(this.shown());
  }

  /** The search index folders made before this start, newest first. */
  private madeBefore(): string[] {
    const root = path.join(this.siteDir, 'search');
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root)
      .map((name) => path.join(root, name))
      .filter((dir) => fs.existsSync(path.join(dir, 'search.json')))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  }

  private shown() {
    return { content: this.content, hidden: this.hidden };
  }
}

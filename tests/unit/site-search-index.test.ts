import { afterAll, describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { slimForIndex } from '../../src/server/site/search-index';

/** A page as the site renders it: head, header and footer around the indexed element, with nested tags of its own name. */
const page = `<!DOCTYPE html><html lang="fr" class="no-js"><head><title>Ignored</title><meta name="description" content="x">
<script type="module">console.log('<article>')</script></head><body>
<header><nav><a href="/">HDX</a> Menu Recherche</nav></header>
<main><article class="grid" data-post="7" data-pagefind-body>
<span hidden data-pagefind-filter="kind[data-value]" data-value="post"></span>
<span hidden data-pagefind-meta="title[data-value]" data-value="Zornhau &amp; Krumphau"></span>
<span hidden data-pagefind-sort="views[data-value]" data-value="42"></span>
<h1>Zornhau &amp; Krumphau</h1><p>Le coup de colère.</p>
<article class="card"><h2>Nested card</h2><p>inner text</p></article>
<div data-pagefind-ignore><p>Related, not indexed</p></div>
<p>Après la carte.</p></article>
<aside>Publicité</aside></main><footer>Mentions légales</footer></body></html>`;

async function indexed(content: string) {
  const { index } = await pagefind.createIndex({});
  await index!.addHTMLFile({ url: '/fr/videos/7/', content });
  const { files } = await index!.getFiles();
  await index!.deleteIndex();
  return files.map((file) => ({ path: file.path, content: Buffer.from(file.content).toString('base64') })).sort((a, b) => a.path.localeCompare(b.path));
}

afterAll(() => pagefind.close());

describe('slim copies for the search index', () => {
  it('keeps only the language and the whole data-pagefind-body element, nested tags of its name included', () => {
    const slim = slimForIndex(page)!;
    expect(slim).toContain('<html lang="fr">');
    expect(slim).toContain('Après la carte.</p></article></body>');
    expect(slim).toContain('Nested card');
    expect(slim).not.toContain('Menu Recherche');
    expect(slim).not.toContain('Publicité');
    expect(slim).not.toContain('<script');
  });

  it('is null for a page Pagefind does not index', () => {
    expect(slimForIndex('<html lang="en"><body><main>Sign in</main></body></html>')).toBeNull();
  });

  it('gives Pagefind the same index files as the whole page', async () => {
    const whole = await indexed(page);
    expect(whole.some((file) => file.path.includes('fragment'))).toBe(true);
    expect(await indexed(slimForIndex(page)!)).toEqual(whole);
  }, 60_000);
});

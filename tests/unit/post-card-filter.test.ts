import { describe, expect, it } from 'vitest';
import { dropPostCards } from '../../src/server/site/post-card-filter';

const card = (id: number) =>
  `<article class="flex" data-post-card="${id}"><div><article class="inner">quoted</article><a href="/videos/${id}">Post ${id}</a></div></article>`;
const news = (id: number) => `<article class="flex h-full" data-news-item="${id}"><a href="/fr/videos/${id}">News ${id}</a></article>`;

describe('dropPostCards', () => {
  const page = `<main><div class="grid">${card(1)}${card(2)}\n${card(3)}</div><ul>\n  <li>${news(2)}</li>\n  <li>${news(4)}</li>\n</ul></main>`;

  it('drops the cards of the given posts, nested elements and the list item holding only one included', () => {
    const out = dropPostCards(page, new Set([2]))!;
    expect(out).toBe(`<main><div class="grid">${card(1)}\n${card(3)}</div><ul>\n  \n  <li>${news(4)}</li>\n</ul></main>`);
    expect(out).not.toContain('/videos/2');
  });

  it('drops several posts and keeps the others', () => {
    const out = dropPostCards(page, new Set([1, 3, 4]))!;
    expect(out).toContain('data-post-card="2"');
    expect(out).toContain('data-news-item="2"');
    for (const id of [1, 3, 4]) expect(out).not.toContain(`/videos/${id}`);
  });

  it('answers null when the page shows none of them (no copy made)', () => {
    expect(dropPostCards(page, new Set([9]))).toBeNull();
    expect(dropPostCards(page, new Set())).toBeNull();
    expect(dropPostCards('<main>no cards</main>', new Set([1]))).toBeNull();
  });

  it('does not take a post id for another one that starts with the same digits', () => {
    expect(dropPostCards(card(12), new Set([1]))).toBeNull();
  });
});

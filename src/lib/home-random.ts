import { call } from './api/client';
import { firstParagraph } from './format';
import { isLocale } from './i18n/config';
import { localizePath } from './i18n/paths';
import { nameSlug } from './slug';

interface Named {
  name: string;
  description: string;
}

async function getRandom(path: string): Promise<Named | null> {
  const result = await call<Named | null>('GET', `/${path}`, { cache: 'no-store' });
  return result.ok ? result.data : null;
}

function fill(section: HTMLElement, title: string, href: string, text: string) {
  const link = section.querySelector<HTMLAnchorElement>('[data-link]');
  const paragraph = section.querySelector<HTMLElement>('[data-text]');
  if (link) {
    link.textContent = title;
    link.href = href;
  }
  if (paragraph) paragraph.textContent = text;
}

/**
 * Spec §1: the master history entry and the content type of the home page are random on each
 * visit. The static page holds the build's pick; this replaces it with a fresh one.
 * Failures keep the build's pick (the health check reports an API that is down).
 */
export async function refreshRandomSections(): Promise<void> {
  const masterHistory = document.querySelector<HTMLElement>('[data-random-history]');
  const postType = document.querySelector<HTMLElement>('[data-random-type]');
  const localeOf = (el: HTMLElement) => (isLocale(el.dataset.locale) ? el.dataset.locale : 'en');
  await Promise.all([
    masterHistory &&
      getRandom('master_histories/random')
        .then((entry) => {
          if (!entry) return;
          const title = (masterHistory.dataset.titleTemplate ?? 'History : {{name}}').replace('{{name}}', entry.name);
          const href = localizePath(`/history/${encodeURIComponent(nameSlug(entry.name))}`, localeOf(masterHistory));
          fill(masterHistory, title, href, firstParagraph(entry.description));
        })
        .catch(() => undefined),
    postType &&
      getRandom('post_types/random')
        .then((entry) => {
          if (!entry) return;
          const href = localizePath(`/${encodeURIComponent(nameSlug(entry.name))}`, localeOf(postType));
          fill(postType, entry.name, href, entry.description);
        })
        .catch(() => undefined),
  ]);
}

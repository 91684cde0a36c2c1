import type { ShownEntry } from '../contract/shown-entry';
import { call } from './api/client';

/** The entry the API drew, as the home shows it in the page's language (the server picks the texts). */
async function shownRandom(path: string, locale = 'en'): Promise<ShownEntry | undefined> {
  const result = await call<{ shown: ShownEntry } | null>('GET', `/${path}?lang=${locale}`, { cache: 'no-store' });
  return result.ok ? result.data?.shown : undefined;
}

/** Writes a text in its language: an English one standing in on a French page is read as English. */
function put(element: HTMLElement | null, text: string, lang: string) {
  if (!element) return;
  element.textContent = text;
  element.lang = lang;
}

/**
 * Spec §1: the master history entry and the content type of the home page are random on each
 * visit. The static page holds the build's pick; this replaces it with a fresh one, named in the
 * page's language. Failures keep the build's pick (the health check reports an API that is down).
 */
export async function refreshRandomSections(): Promise<void> {
  const sections = [
    ['[data-random-history]', 'master_histories/random'],
    ['[data-random-type]', 'post_types/random'],
  ] as const;
  await Promise.all(
    sections.map(async ([selector, path]) => {
      const section = document.querySelector<HTMLElement>(selector);
      if (!section) return;
      const shown = await shownRandom(path, section.dataset.locale).catch(() => undefined);
      if (shown) {
        const link = section.querySelector<HTMLAnchorElement>('[data-link]');
        put(link, (section.dataset.titleTemplate ?? '{{name}}').replace('{{name}}', shown.name), shown.nameLang);
        if (link) link.href = shown.path;
        put(section.querySelector('[data-text]'), shown.text, shown.textLang);
      }
      // The readiness signal: the section shows its pick for this visit (fresh, or the build's if the draw failed).
      section.dataset.drawn = shown ? 'fresh' : 'kept';
    }),
  );
}

import { call } from './api/client';
import { firstParagraph } from './format';
import { isLocale } from './i18n/config';
import { localizePath } from './i18n/paths';
import { descriptionIn, nameIn, type LibraryText } from './library-text';
import { nameSlug } from './slug';

interface Named {
  name: string;
  description: string;
  nameFr?: string;
  descriptionFr?: string;
}

async function getRandom(path: string): Promise<Named | null> {
  const result = await call<Named | null>('GET', `/${path}`, { cache: 'no-store' });
  return result.ok ? result.data : null;
}

function fill(section: HTMLElement, title: LibraryText, href: string, text: LibraryText) {
  const link = section.querySelector<HTMLAnchorElement>('[data-link]');
  const paragraph = section.querySelector<HTMLElement>('[data-text]');
  if (link) {
    link.textContent = title.text;
    link.href = href;
    setLang(link, title);
  }
  if (paragraph) {
    paragraph.textContent = text.text;
    setLang(paragraph, text);
  }
}

/** An English text on a French page is read as English. */
function setLang(element: HTMLElement, value: LibraryText) {
  if (value.untranslated) element.lang = 'en';
  else element.removeAttribute('lang');
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
          const locale = localeOf(masterHistory);
          const name = nameIn(entry, locale);
          const template = masterHistory.dataset.titleTemplate ?? 'History : {{name}}';
          const title = { ...name, text: template.replace('{{name}}', name.text) };
          const href = localizePath(`/history/${encodeURIComponent(nameSlug(entry.name))}`, locale);
          const description = descriptionIn(entry, locale);
          fill(masterHistory, title, href, { ...description, text: firstParagraph(description.text) });
        })
        .catch(() => undefined),
    postType &&
      getRandom('post_types/random')
        .then((entry) => {
          if (!entry) return;
          const locale = localeOf(postType);
          const href = localizePath(`/${encodeURIComponent(nameSlug(entry.name))}`, locale);
          fill(postType, nameIn(entry, locale), href, descriptionIn(entry, locale));
        })
        .catch(() => undefined),
  ]);
}

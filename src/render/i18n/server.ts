import { createInstance, type i18n, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, LOCALES, NAMESPACES, type Locale } from '../../lib/i18n/config';

/**
 * Build-time (and on-demand page) translations: the same JSON files the browser loads
 * from /locales/{lng}/{ns}.json, bundled into the server build so pages render without
 * any request.
 */
const files = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

type Resources = Record<string, Record<string, Record<string, unknown>>>;

function resources(): Resources {
  const out: Resources = {};
  for (const [file, data] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    (out[lng] ??= {})[ns] = data;
  }
  return out;
}

const instances = new Map<Locale, i18n>();

function instanceFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      resources: resources(),
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

const translators = new Map<Locale, TFunction>();

/**
 * `t` for a page; keys may name a namespace ("pages:faq.title"). Astro escapes the output. A key
 * asked without options always gives the same text: it is looked up once per process (a page
 * asks for a hundred or more, every render).
 */
export function useTranslations(locale: Locale): TFunction {
  let translate = translators.get(locale);
  if (!translate) {
    const t = instanceFor(locale).t as unknown as (...args: unknown[]) => string;
    const texts = new Map<string, string>();
    translate = ((...args: unknown[]) => {
      const [key] = args;
      if (args.length > 1 || typeof key !== 'string') return t(...args);
      let text = texts.get(key);
      if (text === undefined) texts.set(key, (text = t(key)));
      return text;
    }) as unknown as TFunction;
    translators.set(locale, translate);
  }
  return translate;
}

// The texts never change within a process: a build renders thousands of pages asking for the same subtrees.
const subtrees = new Map<string, Record<string, string>>();

/** A whole namespace subtree, e.g. labels handed to an island as props (shared: never mutate it). */
export function translationsOf(locale: Locale, key: string, ns: string = DEFAULT_NAMESPACE): Record<string, string> {
  const cacheKey = `${locale}\u0000${ns}\u0000${key}`;
  const cached = subtrees.get(cacheKey);
  if (cached) return cached;
  const value = instanceFor(locale).t(key, { ns, returnObjects: true }) as unknown;
  const subtree = typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  subtrees.set(cacheKey, subtree);
  return subtree;
}

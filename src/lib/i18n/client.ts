import { createInstance, type i18n, type InitOptions } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  LOCALES,
  NAMESPACES,
  TRANSLATION_RETRIES,
  TRANSLATION_RETRY_DELAY_MS,
  type Locale,
} from './config';

/**
 * Options of the browser i18next instance for islands that translate on the client
 * (search, dashboard). Namespaces load from /locales/{lng}/{ns}.json; a failed load is
 * retried up to 5 times from 350 ms, doubling each time (spec §9; i18next's own
 * maxRetries / retryTimeout do the doubling).
 */
export function clientI18nOptions(locale: Locale, ns: readonly string[] = [DEFAULT_NAMESPACE]): InitOptions<HttpBackendOptions> {
  return {
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...ns],
    defaultNS: DEFAULT_NAMESPACE,
    maxRetries: TRANSLATION_RETRIES,
    retryTimeout: TRANSLATION_RETRY_DELAY_MS,
    interpolation: { escapeValue: false },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    react: { useSuspense: false },
  };
}

const instances = new Map<Locale, Promise<i18n>>();

/** One i18next instance per language, shared by every island of the page. */
export function loadClientI18n(locale: Locale, ns: readonly string[] = NAMESPACES): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const created = createInstance().use(HttpBackend).use(initReactI18next);
    instance = created.init(clientI18nOptions(locale, ns)).then(() => created);
    instances.set(locale, instance);
  }
  return instance;
}

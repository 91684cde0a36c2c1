import type { Locale } from '../../lib/i18n/config';
import { useTranslations } from './server';

/** The language a page renders in, and its translator, as every component reads them from `Astro.locals`. */
export function speak(locals: App.Locals, locale: Locale): void {
  locals.locale = locale;
  locals.t = useTranslations(locale);
}

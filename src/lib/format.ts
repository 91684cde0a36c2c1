/**
 * The one place numbers, money, plurals and dates are written for people, in the page's
 * language (Intl): "18,420" / "18 420", "4.99 €" / "4,99 €", "3.5" / "3,5".
 */
import { fillApiText } from '../contract/api-texts';

/** The Intl locale of a site language: British English, metropolitan French. */
function intlLocale(locale: string): string {
  return locale === 'fr' ? 'fr-FR' : 'en-GB';
}

// Intl formatters are costly to build and a site build formats thousands of numbers and dates:
// each is built once per kind, language and options.
const formatters = new Map<string, unknown>();
function formatter<T>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (found === undefined) formatters.set(key, (found = make()));
  return found;
}

/** A number with the language's digit groups and decimal mark; `fractionDigits` fixes the decimals. */
export function formatNumber(value: number, locale: string, fractionDigits?: number): string {
  const make = () =>
    new Intl.NumberFormat(
      intlLocale(locale),
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
  return formatter(`number:${locale}:${fractionDigits ?? ''}`, make).format(value);
}

/** A count in short form, for chart axes: "12.4k" / "12,4 k". */
export function formatCompact(value: number, locale: string): string {
  const make = () => new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 });
  return formatter(`compact:${locale}`, make).format(value);
}

/**
 * Spec §2: the amount followed by €, with two decimals ("4.99 €", "4,99 €"); a no-break
 * space keeps the sign with its amount.
 */
export function formatMoney(amount: string | number, locale: string): string {
  return `${formatAmount(amount, locale)}\u00a0€`;
}

/** The amount alone, two decimals ("4.99", "4,99"), for texts that place the € sign themselves. */
export function formatAmount(amount: string | number, locale: string): string {
  return formatNumber(Number(amount), locale, 2);
}

/** Spec §2: the price is shown as the amount followed by € only when above 0. */
export function priceLabel(price: string | number, locale: string): string | null {
  const amount = Number(price);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return formatMoney(amount, locale);
}

/** The Intl plural form of `count` ('one', 'other', ...), i.e. the suffix of i18next's `_one` / `_other` keys. */
export function pluralForm(count: number, locale: string): Intl.LDMLPluralRule {
  return formatter(`plural:${locale}`, () => new Intl.PluralRules(intlLocale(locale))).select(count);
}

/** Replaces {{name}} placeholders (i18next style); a name without a value stays as written. */
export function fill(template: string | undefined, values: Record<string, string | number> = {}): string {
  return fillApiText(template ?? '', values);
}

/** `fill` with numbers written in the language's format. */
export function fillIn(template: string, values: Record<string, string | number>, locale: string): string {
  const written = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, locale) : value,
    ]),
  );
  return fill(template, written);
}

/** The `{base}_one` / `{base}_other` text of `texts` for `count`, with the count in the language's format. */
export function plural(texts: Record<string, string>, base: string, count: number, locale: string): string {
  const template =
    texts[`${base}_${pluralForm(count, locale)}`] ?? texts[`${base}_other`] ?? texts[base] ?? '{{count}}';
  return fillIn(template, { count }, locale);
}

/** Spec §4: ratings are shown rounded to the nearest half star. */
export function roundToHalf(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0) return 0;
  return Math.min(5, Math.round(rate * 2) / 2);
}

/** First paragraph of a text whose paragraphs are separated by a blank line. */
export function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0]?.trim() ?? '';
}

export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A meta description: the text cut at a word boundary to about 160 characters. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}

/** ISO 8601 duration for JSON-LD (PT1M30S). */
export function isoDuration(seconds: number | null): string | undefined {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `PT${m ? `${m}M` : ''}${s || !m ? `${s}S` : ''}`;
}

const DATE_STYLES = {
  long: { dateStyle: 'long' },
  month: { year: 'numeric', month: 'long' },
  short: { dateStyle: 'short' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * '21 November 2026' / '21 novembre 2026' (style 'long'), month and year ('month'), '21/11/2026'
 * ('short', tables), '21 Nov 2026, 14:05' / '21 nov. 2026, 14:05' ('moment', in the reader's time zone).
 */
export function formatDate(value: string | Date, locale: string, style: keyof typeof DATE_STYLES = 'long'): string {
  const format = formatter(
    `date:${locale}:${style}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), DATE_STYLES[style]),
  );
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

/** A language's name in the page's language, capitalised as a label: "English" / "Anglais". */
export function languageName(code: string, locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(code);
  } catch {
    return code;
  }
  return name ? name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1) : code;
}

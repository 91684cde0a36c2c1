/** Spec §2: the price is shown as the amount followed by € only when above 0. */
export function priceLabel(price: string | number): string | null {
  const amount = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const text = typeof price === 'number' ? price.toFixed(2) : price;
  return `${text} €`;
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

// Intl formatters are costly to build and a site build formats dates on thousands of pages.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** '21 November 2026' / '21 novembre 2026' (style 'long'), or month and year ('month'). */
export function formatDate(value: string | Date, locale: string, style: 'long' | 'month' = 'long'): string {
  const key = `${locale}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long' ? { dateStyle: 'long' } : { year: 'numeric', month: 'long' };
    format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', options);
    dateFormats.set(key, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

/** Texts handed to the cart islands by their pages (public/locales/{lng}/market.json). */
export type Texts = Record<string, string>;

export function dateLabel(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium' }).format(new Date(iso));
}

export const buttonClass =
  'inline-flex min-h-[44px] items-center justify-center gap-0.5 rounded bg-blood px-2 py-0.5 font-semibold text-white hover:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryClass =
  'inline-flex min-h-[44px] items-center justify-center gap-0.5 rounded border border-stone-300 bg-white px-2 py-0.5 font-semibold text-ink hover:bg-stone-100 disabled:opacity-60';
export const linkClass = 'font-semibold text-blood underline-offset-2 hover:underline';

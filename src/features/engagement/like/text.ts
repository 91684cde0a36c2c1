/** Texts handed to the engagement islands by their pages (public/locales/{lng}/engagement.json). */
export type Labels = Record<string, string>;

/** Replaces {{name}} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

// Building a PluralRules is costly and a page build calls this thousands of times: one per locale.
const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural form of `base` for `count` (i18next's `_one` / `_other` keys), filled with the count. */
export function plural(labels: Labels, base: string, count: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const form = rules.select(count);
  const template = labels[`${base}_${form}`] ?? labels[`${base}_other`] ?? labels[base] ?? `{{count}}`;
  return fill(template, { count });
}

/** Where a visitor goes to sign in, coming back to this page afterwards. */
export function signInHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/sign-in?next=${encodeURIComponent(here)}`;
}

/** Texts handed to the engagement islands by their pages (public/locales/{lng}/engagement.json). */
export type Labels = Record<string, string>;

/**
 * Spec §2: home links to a master (and to a content type) use the name lower-cased with
 * spaces turned into hyphens, e.g. "Hans Talhoffer" -> "hans-talhoffer". Characters
 * that cannot stand in a path segment are dropped; accents are kept as written.
 */
export function nameSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[/?#%\\]/g, '')
    .replace(/\s+/g, '-');
}

/** Top-level paths a content type must not take (its page would shadow them). */
export const RESERVED_ROOT_SEGMENTS = new Set([
  '',
  'fr',
  'en',
  'api',
  'trends',
  'news',
  'history',
  'manuscripts',
  'techniques',
  'weapons',
  'videos',
  'contact',
  'faq',
  'about',
  'legal-notice',
  'cookie-policy',
  'terms-and-conditions',
  'search-results',
  'sign-up',
  'sign-in',
  'unverified',
  'verified',
  'verify-email',
  'forgotten-password',
  'forgotten-password-validation',
  'reset-password',
  'account',
  'edit-password',
  'settings',
  'profile',
  'add-post',
  'favorites',
  'library',
  'cart',
  'dashboard',
  'stripe-success',
  'cancel',
  'success',
  'confirmation',
  'locales',
  'images',
  '404',
  '_astro',
]);

export function isReservedRootSegment(segment: string): boolean {
  return RESERVED_ROOT_SEGMENTS.has(segment) || segment.includes('.');
}

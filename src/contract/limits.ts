/**
 * The API's limits as plain numbers: forms and stores import them from here without bundling
 * zod. The contract's schemas are built from the same constants. Text lengths are characters,
 * after trimming.
 */

export const POST_LIMITS = { title: 200, description: 10_000 } as const;

export const PACKAGE_LIMITS = { title: 200, description: 5000 } as const;

/** The library: content types, weapons, masters, techniques, manuscripts, publicities. */
export const LIBRARY_LIMITS = {
  postType: { name: 100, description: 2000 },
  weapon: { name: 100, description: 5000 },
  masterHistory: { name: 120, period: 120, origin: 120, description: 10_000 },
  technique: { name: 120, description: 10_000 },
  manuscript: { title: 200, shelfmark: 200, institution: 200, dateLabel: 60, language: 60, description: 10_000 },
  publicity: { title: 120, description: 2000 },
} as const;

/** The highest price of a post or a package, in euros (10000.00 €). */
export const MAX_PRICE_EUROS = 10_000;

export const EMAIL_MAX = 254;

/** A web address (a partner's link). */
export const URL_MAX = 2000;

/** A username: 3 to 30 letters, digits, `_`, `.` or `-`. */
export const USERNAME_LIMITS = { min: 3, max: 30 } as const;
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_LIMITS.min},${USERNAME_LIMITS.max}}$`);

/** A password: 8 to 256 characters (code points). */
export const PASSWORD_LIMITS = { min: 8, max: 256 } as const;

/** Sign-in accepts longer passwords than sign-up (in UTF-16 units, an older password may predate the rules). */
export const SIGN_IN_PASSWORD_MAX = PASSWORD_LIMITS.max * 4;

/** The account's optional texts (PATCH /users/{id}). */
export const PROFILE_LIMITS = {
  firstName: 100,
  name: 100,
  address: 200,
  postalCode: 20,
  city: 100,
  province: 100,
  country: 100,
} as const;

/** The contact form's fields. */
export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX, subject: 150, messageMin: 10, messageMax: 5000 } as const;

/** A post's chapters (PUT /posts/{id}/chapters) and captions (POST /posts/{id}/captions). */
export const CHAPTER_LIMITS = { count: 50, title: 120 } as const;
export const CAPTION_LIMITS = { bytes: 512 * 1024 } as const;
export const CAPTION_LANGUAGES = ['en', 'fr'] as const;

/**
 * The size of each PATCH of a resumable (tus) upload, and of each part the S3 store sends:
 * chunks that fill whole parts leave no partial part behind on S3 between requests.
 */
export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;

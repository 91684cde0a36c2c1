/**
 * The API's limits as plain numbers: forms and stores import them from here without bundling
 * zod. The contract's schemas are built from the same constants.
 */

/** A post's title and description (characters, after trimming). */
export const POST_LIMITS = { title: 200, description: 10_000 } as const;

/** The highest price of a post or a package, in euros (10000.00 €). */
export const MAX_PRICE_EUROS = 10_000;

/** A password: 8 to 256 characters (code points). */
export const PASSWORD_LIMITS = { min: 8, max: 256 } as const;

/** The contact form's fields. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, messageMax: 5000 } as const;

import { URL_MAX } from './limits';
import { z } from '@hono/zod-openapi';
import { centsToPrice, isTwoDecimalPrice, MAX_PRICE_CENTS, priceToCents } from './price';
import {
  atLeastCharacters,
  atMostCharacters,
  atMostItems,
  atMostPrice,
  FIELD_MESSAGES,
  priceFormat,
  TEXT_RULE_MESSAGES,
} from './field-messages';

export const MAX_ID = 2_147_483_647;

/** An id as an address may carry it (/videos/{id}, /profile/{id}): a positive integer up to MAX_ID, nothing else. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * What a browser could start reading as markup: `<` right before a letter (a tag), `/` (a
 * closing tag), `!` (a comment or doctype) or `?` (a processing instruction), closed by a
 * `>` or not, since an unclosed `<img src=x onerror=…` is still a tag once something
 * else closes it. A lone `<` as in `a < b` or `<3` stays plain text.
 */
const MARKUP = /<[a-z/!?]/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Tab, CR, LF and Unicode's line breaks (NEL, line and paragraph separators): they end a line, or a mail header. */
const LINE_BREAK = /[\t\n\r\u0085\u2028\u2029]/;

/** True for text that holds the start of a tag, comment or declaration (see MARKUP). */
export const hasMarkup = (text: string) => MARKUP.test(text);

/** True for text PostgreSQL or the site should not get: NUL and the other control characters but tab and line breaks. */
export const hasControlCharacters = (text: string) => CONTROL.test(text);

/** True for text that would not stay on one line (see LINE_BREAK). */
export const hasLineBreak = (text: string) => LINE_BREAK.test(text);

/**
 * The rule of a multi-line free-text field (descriptions, the contact message): no markup,
 * no control characters but tab and line breaks. Apply it after trimming and length checks.
 */
export const multilineTextRule = <S extends z.ZodType<string>>(schema: S) =>
  schema
    .refine((text) => !hasMarkup(text), TEXT_RULE_MESSAGES.markup)
    .refine((text) => !hasControlCharacters(text), TEXT_RULE_MESSAGES.control);

/**
 * The rule of every single-line free-text field (names, titles, subjects, addresses): the
 * multi-line rule, and no line break or tab either (a name or subject ends up in a mail header).
 */
export const textRule = <S extends z.ZodType<string>>(schema: S) =>
  multilineTextRule(schema).refine((text) => !hasLineBreak(text), TEXT_RULE_MESSAGES.lineBreak);

const bounded = (max: number, min: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? FIELD_MESSAGES.required : atLeastCharacters(min))
    .max(max, atMostCharacters(max));

/** One line shown as is on the site: trimmed, bounded, no markup, no control characters, no line breaks. */
export const plainText = (max: number, min = 0) => textRule(bounded(max, min));

/** Paragraphs shown as is on the site: trimmed, bounded, no markup, no control characters but line breaks. */
export const plainParagraphs = (max: number, min = 0) => multilineTextRule(bounded(max, min));

/** Text typed into a search or filter box: bounded, one line, no control characters (PostgreSQL text cannot hold NUL). */
export const searchText = (max: number, { trim = false, min = 0 } = {}) =>
  (trim ? z.string().trim() : z.string())
    .min(min)
    .max(max, atMostCharacters(max))
    .refine((text) => !hasControlCharacters(text), TEXT_RULE_MESSAGES.control)
    .refine((text) => !hasLineBreak(text), TEXT_RULE_MESSAGES.lineBreak);

/** The `{id}` of a path. */
export const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

/** An optional id in a JSON body: a number, or null to clear the link. */
export const jsonLinkId = z.number().int().positive().max(MAX_ID).nullable().optional();

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An optional id in a multipart form (text); empty means none. */
export const formLinkId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(MAX_ID).optional());

/** A list of ids in a multipart form: the field repeated, or comma-separated. */
export const formIdList = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const items = Array.isArray(value) ? value : String(value).split(',');
    return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
  },
  z.array(z.coerce.number().int().positive().max(MAX_ID)).max(50, atMostItems(50)).optional(),
);

export const jsonIdList = z.array(z.number().int().positive().max(MAX_ID)).max(50, atMostItems(50));

/** An uploaded file part of a multipart form. */
export const fileField = z
  .custom<File>((value) => value instanceof File, {
    message: FIELD_MESSAGES.fileExpected,
    params: { structural: true },
  })
  .openapi({ type: 'string', format: 'binary' });

/** A year as text in a form. */
export const formYear = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2100).optional());

/**
 * A price in euros as text (multipart forms): at most two decimals, at most 10000.00, and
 * above 0 when `aboveZero` names the message for 0.
 */
export const priceString = ({ example, aboveZero }: { example: string; aboveZero?: string }) => {
  const cents = (text: string) => (isTwoDecimalPrice(text) ? priceToCents(text) : null);
  const rule = z
    .string()
    .trim()
    .refine((text) => isTwoDecimalPrice(text), priceFormat(example))
    .refine((text) => (cents(text) ?? 0) <= MAX_PRICE_CENTS, atMostPrice(centsToPrice(MAX_PRICE_CENTS)));
  return aboveZero ? rule.refine((text) => cents(text) !== 0, aboveZero) : rule;
};

/**
 * A price in a JSON body: the string form, or a JSON number held to the same rule as the
 * text JavaScript writes for it (5.001, 1e-7 and 0.1 + 0.2 are refused like "5.001").
 */
export const jsonPrice = (options: { example: string; aboveZero?: string }) =>
  z
    .union([z.string(), z.number().transform(String)])
    .pipe(priceString(options))
    .openapi({ type: 'string', example: options.example, description: 'Euros, at most two decimals' });

/** A web address: http(s) only, so no javascript: or data: links reach the site. */
export const webUrl = z
  .string()
  .trim()
  .max(URL_MAX, atMostCharacters(URL_MAX))
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Must be an http(s) address');

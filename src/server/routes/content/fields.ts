import { z } from '@hono/zod-openapi';

export const MAX_ID = 2_147_483_647;

const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True for text PostgreSQL or the site should not get: NUL and the other control characters but tab and line breaks. */
export const hasControlCharacters = (text: string) => CONTROL.test(text);

/** Text shown as is on the site: trimmed, bounded, no markup and no control characters. */
export const plainText = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'Required' : `At least ${min} characters`)
    .max(max, `At most ${max} characters`)
    .refine((text) => !MARKUP.test(text), 'Must be plain text: HTML is not allowed')
    .refine((text) => !CONTROL.test(text), 'Must not contain control characters');

/** Text typed into a search or filter box: bounded, no control characters (PostgreSQL text cannot hold NUL). */
export const searchText = (max: number, { trim = false, min = 0 } = {}) =>
  (trim ? z.string().trim() : z.string())
    .min(min)
    .max(max, `At most ${max} characters`)
    .refine((text) => !CONTROL.test(text), 'Must not contain control characters');

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
  z.array(z.coerce.number().int().positive().max(MAX_ID)).max(50, 'At most 50 items').optional(),
);

export const jsonIdList = z.array(z.number().int().positive().max(MAX_ID)).max(50, 'At most 50 items');

/** An uploaded file part of a multipart form. */
export const fileField = z
  .custom<File>((value) => value instanceof File, { message: 'Expected a file', params: { structural: true } })
  .openapi({ type: 'string', format: 'binary' });

/** A year as text in a form. */
export const formYear = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2100).optional());

/** A web address: http(s) only, so no javascript: or data: links reach the site. */
export const webUrl = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Must be an http(s) address');

/** A required multipart body validated by `schema`. */
export const formBody = <S extends z.ZodType>(schema: S) => ({
  required: true as const,
  content: { 'multipart/form-data': { schema } },
});

/** A required JSON body validated by `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true as const,
  content: { 'application/json': { schema } },
});

export type FormBody = ReturnType<typeof formBody<z.ZodType>>;
export type JsonBody = ReturnType<typeof jsonBody<z.ZodType>>;

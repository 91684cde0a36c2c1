// Zod-free: the schemas of fields.ts and the catalogue (api-messages.ts) read the same words.
import { fillApiText } from './api-texts';

/** The refusals of the plain-text rule (codes `common.markup`, `common.control`, `common.lineBreak`). */
export const TEXT_RULE_MESSAGES = {
  markup: 'Must be plain text: HTML is not allowed',
  control: 'Must not contain control characters',
  lineBreak: 'Must be a single line: no line breaks or tabs',
} as const;

/** The contract's own refusals of a field (codes `common.*`). */
export const FIELD_MESSAGES = {
  required: 'Required',
  fileExpected: 'Expected a file',
} as const;

/** The field refusals that quote a bound, as the catalogue's templates. */
export const FIELD_TEMPLATES = {
  atLeastCharacters: 'At least {{min}} characters',
  atMostCharacters: 'At most {{max}} characters',
  atMostItems: 'At most {{max}} items',
  priceFormat: 'A price in euros with at most two decimals, such as {{example}}',
  atMostPrice: 'At most {{price}}',
} as const;

export const atLeastCharacters = (min: number) => fillApiText(FIELD_TEMPLATES.atLeastCharacters, { min: String(min) });
export const atMostCharacters = (max: number) => fillApiText(FIELD_TEMPLATES.atMostCharacters, { max: String(max) });
export const atMostItems = (max: number) => fillApiText(FIELD_TEMPLATES.atMostItems, { max: String(max) });
export const priceFormat = (example: string) => fillApiText(FIELD_TEMPLATES.priceFormat, { example });
export const atMostPrice = (price: string) => fillApiText(FIELD_TEMPLATES.atMostPrice, { price });

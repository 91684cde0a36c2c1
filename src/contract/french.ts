import { z } from '@hono/zod-openapi';
import { plainParagraphs, plainText } from './fields';

/**
 * The French name and description of a library entry, written beside the English ones and
 * held to the same rules and limits. Both are optional and may be '' ("not yet translated":
 * the site then shows the English with a marker), so an admin can also clear a translation.
 */
export const frenchTexts = (limits: { name: number; description: number }) => ({
  nameFr: plainText(limits.name).optional().openapi({ example: 'Coup de colère' }),
  descriptionFr: plainParagraphs(limits.description).optional(),
});

/** The French texts as the API answers them. */
export const FRENCH_NAMED_OUTPUT = {
  nameFr: z.string().openapi({ description: "The French name; '' when not yet translated" }),
  descriptionFr: z.string().openapi({ description: "The French description; '' when not yet translated" }),
};

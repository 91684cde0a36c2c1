import { z } from '@hono/zod-openapi';
import { LocaleSchema } from './auth';

/**
 * A library entry as the home page shows it in one language (issue 32): its page in that
 * language, and its name and text in it, the English where no French is written, with the
 * language each is in. The server picks, so the page's script only writes them in.
 */
export const ShownEntrySchema = z
  .object({
    path: z
      .string()
      .openapi({ description: "The entry's page in that language", example: '/fr/history/fiore-dei-liberi' }),
    name: z.string(),
    nameLang: LocaleSchema,
    text: z
      .string()
      .openapi({ description: "The home's text: a master's first paragraph, a content type's description" }),
    textLang: LocaleSchema,
  })
  .openapi('ShownEntry');

export type ShownEntry = z.infer<typeof ShownEntrySchema>;

export const RandomQuery = z.object({
  lang: LocaleSchema.optional().openapi({
    description: "The language `shown` is in (the page's); English when left out",
  }),
});

import { z } from '@hono/zod-openapi';
import { fileField, formLinkId, formYear, jsonLinkId, plainParagraphs, plainText } from './fields';
import { LIBRARY_LIMITS } from './limits';

export const ManuscriptSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    shelfmark: z.string(),
    institution: z.string(),
    dateLabel: z.string(),
    year: z.number().int().nullable(),
    authorId: z.number().int().nullable(),
    language: z.string(),
    description: z.string(),
    titleFr: z.string().openapi({ description: "The French title; '' when not yet translated" }),
    descriptionFr: z.string().openapi({ description: "The French description; '' when not yet translated" }),
    dateLabelFr: z.string().openapi({ description: "The French date; '' when not yet translated" }),
    languageFr: z.string().openapi({ description: "The French name of its language; '' when not yet translated" }),
    fileUrl: z.string().nullable(),
  })
  .openapi('Manuscript');

const limits = LIBRARY_LIMITS.manuscript;
const text = {
  title: plainText(limits.title, 1).openapi({ example: 'Fior di Battaglia (Getty)' }),
  shelfmark: plainText(limits.shelfmark).openapi({ example: 'Ms. Ludwig XV 13' }),
  institution: plainText(limits.institution),
  dateLabel: plainText(limits.dateLabel).openapi({ example: 'c. 1404' }),
  language: plainText(limits.language),
  description: plainParagraphs(limits.description),
  titleFr: plainText(limits.title).optional().openapi({ example: 'Fleur de la bataille (Getty)' }),
  descriptionFr: plainParagraphs(limits.description).optional(),
  dateLabelFr: plainText(limits.dateLabel).optional().openapi({ example: 'v. 1404' }),
  languageFr: plainText(limits.language).optional().openapi({ example: 'italien' }),
};

/** Every text but the title: left out when creating or patching alike. */
const optionalTexts = {
  shelfmark: text.shelfmark.optional(),
  institution: text.institution.optional(),
  dateLabel: text.dateLabel.optional(),
  language: text.language.optional(),
  description: text.description.optional(),
  titleFr: text.titleFr,
  descriptionFr: text.descriptionFr,
  dateLabelFr: text.dateLabelFr,
  languageFr: text.languageFr,
};

export const ManuscriptCreateForm = z.object({
  title: text.title,
  ...optionalTexts,
  year: formYear,
  authorId: formLinkId.openapi({ description: 'The master history who wrote it' }),
  file: fileField.optional(),
});

export const ManuscriptPatch = z
  .object({
    title: text.title.optional(),
    ...optionalTexts,
    year: z.number().int().min(1).max(2100).nullable().optional(),
    authorId: jsonLinkId,
  })
  .openapi('ManuscriptPatch');

export type Manuscript = z.infer<typeof ManuscriptSchema>;
export type ManuscriptPatch = z.input<typeof ManuscriptPatch>;

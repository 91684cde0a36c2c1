import { z } from '@hono/zod-openapi';
import { fileField, formIdList, jsonIdList, plainParagraphs, plainText } from './fields';
import { FRENCH_NAMED_OUTPUT, frenchTexts } from './french';
import { LIBRARY_LIMITS } from './limits';

export const MasterHistorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    period: z.string(),
    origin: z.string(),
    description: z.string(),
    ...FRENCH_NAMED_OUTPUT,
    periodFr: z.string().openapi({ description: "The French period; '' when not yet translated" }),
    originFr: z.string().openapi({ description: "The French origin; '' when not yet translated" }),
    fileUrl: z.string().nullable(),
    influencedBy: z.array(z.number().int()).openapi({ description: 'Ids of the masters who influenced this one' }),
    influenced: z.array(z.number().int()).openapi({ description: 'Ids of the masters this one influenced' }),
  })
  .openapi('MasterHistory');

const limits = LIBRARY_LIMITS.masterHistory;
const fields = {
  name: plainText(limits.name, 1).openapi({ example: 'Fiore dei Liberi' }),
  period: plainText(limits.period).openapi({ example: 'c. 1350 – after 1409' }),
  origin: plainText(limits.origin),
  description: plainParagraphs(limits.description),
  ...frenchTexts(limits),
  periodFr: plainText(limits.period).optional().openapi({ example: 'v. 1350 – après 1409' }),
  originFr: plainText(limits.origin).optional(),
};

/** Every text but the name: left out when creating or patching alike. */
const optionalTexts = {
  period: fields.period.optional(),
  origin: fields.origin.optional(),
  description: fields.description.optional(),
  nameFr: fields.nameFr,
  descriptionFr: fields.descriptionFr,
  periodFr: fields.periodFr,
  originFr: fields.originFr,
};

export const MasterHistoryCreateForm = z.object({
  name: fields.name,
  ...optionalTexts,
  influencedBy: formIdList.openapi({
    description: 'Ids of influencing masters: repeat the field or separate with commas',
  }),
  file: fileField.optional(),
});

export const MasterHistoryPatch = z
  .object({
    name: fields.name.optional(),
    ...optionalTexts,
    influencedBy: jsonIdList.optional().openapi({ description: 'Replaces the whole lineage list' }),
  })
  .openapi('MasterHistoryPatch');

export type MasterHistory = z.infer<typeof MasterHistorySchema>;
export type MasterHistoryPatch = z.input<typeof MasterHistoryPatch>;

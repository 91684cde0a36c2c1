import { z } from '@hono/zod-openapi';
import { searchText } from './fields';
import { SUGGESTION_CATEGORIES } from './suggestion-categories';

export { SUGGESTION_CATEGORIES };

export const SuggestionSchema = z
  .object({
    category: z.enum(SUGGESTION_CATEGORIES),
    id: z.number().int(),
    // Library entries have a name, posts and manuscripts a title (spec §3: name, title, category).
    name: z.string().nullable().openapi({ description: 'Set for content types, weapons, masters and techniques' }),
    title: z.string().nullable().openapi({ description: 'Set for manuscripts and posts' }),
    slug: z.string().nullable(),
  })
  .openapi('Suggestion');

export const SuggestionQuery = z.object({
  q: searchText(100).openapi({ example: 'zorn', description: 'Typed text; empty gives []' }),
});

/** `contentType[]=Sparring`: one value arrives as a string, several as an array. */
const names = (description: string) =>
  z
    .preprocess(
      (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
      z
        .array(searchText(120, { trim: true, min: 1 }))
        .max(20)
        .optional(),
    )
    .openapi({ description });

export const SearchQuery = z.object({
  q: searchText(100).optional().openapi({ description: 'Words of a post title' }),
  'contentType[]': names('Content type names (or slugs)'),
  'martialArt[]': names('Weapon names (or slugs)'),
  'masterHistory[]': names('Master names (or slugs)'),
  'techniques[]': names('Technique names (or slugs)'),
  limit: z.coerce.number().int().min(1).max(100).default(60),
});

export type Suggestion = z.infer<typeof SuggestionSchema>;
export type { SuggestionCategory } from './suggestion-categories';

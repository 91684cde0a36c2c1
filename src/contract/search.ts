import { z } from '@hono/zod-openapi';
import { LocaleSchema } from './auth';
import { searchText } from './fields';
import { PostSchema } from './posts';
import { LIBRARY_CATEGORIES, SUGGESTION_CATEGORIES } from './suggestion-categories';

export { LIBRARY_CATEGORIES, SUGGESTION_CATEGORIES };

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
  lang: LocaleSchema.optional().openapi({
    description: "The page's language: library entries are named in it (French where written, else English)",
  }),
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

const sections = {
  'contentType[]': names('Content type names (or slugs)'),
  'martialArt[]': names('Weapon names (or slugs)'),
  'masterHistory[]': names('Master names (or slugs)'),
  'techniques[]': names('Technique names (or slugs)'),
};

export const SearchQuery = z.object({
  q: searchText(100).optional().openapi({ description: 'Words of a post title' }),
  ...sections,
  limit: z.coerce.number().int().min(1).max(100).default(60),
});

const SEARCH_RESULTS_MAX = 100;

export const SearchResultsQuery = z.object({
  q: searchText(100, { trim: true })
    .refine((text) => text.length > 0, 'Give the search text (q)')
    .openapi({ example: 'fiore', description: 'Words to find in the title, links and description of a post' }),
  ...sections,
  limit: z.coerce.number().int().min(1).max(SEARCH_RESULTS_MAX).default(SEARCH_RESULTS_MAX),
});

/** A library entry whose name (a manuscript's title) contains the searched text. */
export const LibraryMatchSchema = z
  .object({
    category: z.enum(LIBRARY_CATEGORIES),
    id: z.number().int(),
    name: z.string(),
    nameFr: z.string().openapi({ description: "The French name (title); '' when not yet translated" }),
    slug: z.string(),
  })
  .openapi('LibraryMatch');

export const SearchResultsSchema = z
  .object({
    query: z.string(),
    entities: z.array(LibraryMatchSchema).openapi({ description: 'Library entries named by the text, best first' }),
    posts: z.array(PostSchema).openapi({ description: 'Most relevant first, then most viewed' }),
    didYouMean: z.string().nullable().openapi({
      description: 'When nothing matched: the library name nearest to the text (a misspelling), else null',
      example: 'Zornhau',
    }),
  })
  .openapi('SearchResults');

export type Suggestion = z.infer<typeof SuggestionSchema>;
export type LibraryMatch = z.infer<typeof LibraryMatchSchema>;
export type SearchResults = z.infer<typeof SearchResultsSchema>;
export type { LibraryCategory, SuggestionCategory } from './suggestion-categories';

import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manuscripts, masterHistories } from '../../db/schema';
import { namedResource } from './resource';
import { assertLinked } from './shared';

const columns = {
  id: manuscripts.id,
  title: sql<string>`${manuscripts.title}::text`.as('title'),
  slug: manuscripts.slug,
  shelfmark: manuscripts.shelfmark,
  institution: manuscripts.institution,
  dateLabel: manuscripts.dateLabel,
  year: manuscripts.year,
  authorId: manuscripts.authorId,
  language: manuscripts.language,
  description: manuscripts.description,
  titleFr: manuscripts.titleFr,
  descriptionFr: manuscripts.descriptionFr,
  dateLabelFr: manuscripts.dateLabelFr,
  languageFr: manuscripts.languageFr,
  fileUrl: manuscripts.fileUrl,
};

export interface ManuscriptInput {
  title: string;
  shelfmark?: string | undefined;
  institution?: string | undefined;
  dateLabel?: string | undefined;
  year?: number | null | undefined;
  /** The master history who wrote it. */
  authorId?: number | null | undefined;
  language?: string | undefined;
  description?: string | undefined;
  titleFr?: string | undefined;
  descriptionFr?: string | undefined;
  dateLabelFr?: string | undefined;
  languageFr?: string | undefined;
  fileUrl?: string | null | undefined;
}

const resource = namedResource<typeof manuscripts, typeof columns, ManuscriptInput>({
  table: manuscripts,
  columns,
  field: 'title',
  slugKind: 'manuscript',
  defaults: {
    shelfmark: '',
    institution: '',
    dateLabel: '',
    year: null,
    authorId: null,
    language: '',
    description: '',
    titleFr: '',
    descriptionFr: '',
    dateLabelFr: '',
    languageFr: '',
    fileUrl: null,
  },
  check: (db, input) => assertLinked(db, masterHistories, input.authorId, 'authorId', 'master history'),
});

export function listManuscripts(db: Executor) {
  return db.select(columns).from(manuscripts).orderBy(asc(manuscripts.year), asc(manuscripts.title));
}

export const getManuscript = resource.get;
export const createManuscript = resource.create;
export const updateManuscript = resource.update;
export const deleteManuscript = resource.remove;

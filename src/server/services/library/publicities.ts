import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { publicities } from '../../db/schema';
import { libraryRows } from './resource';
import { defined } from './shared';

const columns = {
  id: publicities.id,
  title: publicities.title,
  description: publicities.description,
  url: publicities.url,
  fileUrl: publicities.fileUrl,
};

export interface PublicityInput {
  title: string;
  description?: string | undefined;
  url: string;
  fileUrl?: string | null | undefined;
}

const rows = libraryRows(publicities, columns);

export function listPublicities(db: Executor) {
  return db.select(columns).from(publicities).orderBy(asc(publicities.id));
}

export const getPublicity = rows.get;

export async function createPublicity(db: Executor, input: PublicityInput) {
  const [row] = await db
    .insert(publicities)
    .values({
      title: input.title,
      description: input.description ?? '',
      url: input.url,
      fileUrl: input.fileUrl ?? null,
    })
    .returning(columns);
  return row!;
}

export async function updatePublicity(db: Executor, id: number, patch: Partial<PublicityInput>) {
  const values = defined({
    title: patch.title,
    description: patch.description,
    url: patch.url,
    fileUrl: patch.fileUrl,
  });
  if (!Object.keys(values).length) return getPublicity(db, id);
  const [row] = await db.update(publicities).set(values).where(eq(publicities.id, id)).returning(columns);
  return row ?? null;
}

export const deletePublicity = rows.remove;

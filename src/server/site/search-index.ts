import type { SearchRecord } from '../../render/search-records';

/** Records sent to Pagefind's service before waiting on its answers (one message each). */
const IN_FLIGHT = 256;

/**
 * Writes a Pagefind index of `records` into `outputDir` (a search folder's `pagefind/`, or its
 * delta index), with Pagefind's Node API: no page is read, every record comes from the content.
 * `meta` is added to every record (the delta's `layer`).
 */
export async function writeSearchIndex(
  records: readonly SearchRecord[],
  outputDir: string,
  meta: Record<string, string> = {},
): Promise<void> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    for (let start = 0; start < records.length; start += IN_FLIGHT) {
      const added = await Promise.all(
        records
          .slice(start, start + IN_FLIGHT)
          .map((record) => index.addCustomRecord({ ...record, meta: { ...record.meta, ...meta } })),
      );
      const failed = added.flatMap((answer) => answer.errors);
      if (failed.length) throw new Error(`Pagefind: ${failed.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

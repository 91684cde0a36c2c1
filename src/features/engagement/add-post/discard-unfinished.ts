/** The uploads tus-js-client remembers in this browser to resume them (its URL storage). */
interface RememberedUploads {
  findAllUploads(): Promise<{ uploadUrl: string | null; urlStorageKey: string }[]>;
  removeUpload(urlStorageKey: string): Promise<void>;
}

/** An answer from the server to the termination (a gone or foreign upload: forgotten too), else null (no network). */
type Terminate = (url: string) => Promise<void>;
const answeredStatus = (error: unknown): number | null =>
  (error as { originalResponse?: { getStatus(): number } | null }).originalResponse?.getStatus() ?? null;

/**
 * Frees the member's upload quota from this browser: terminates every unfinished upload it
 * remembers and forgets it; one the server no longer has (or refuses) is forgotten too, one
 * the network did not reach is kept for another try. How many the server terminated.
 */
export async function discardRememberedUploads(store: RememberedUploads, terminate: Terminate): Promise<number> {
  let terminated = 0;
  for (const upload of await store.findAllUploads()) {
    if (upload.uploadUrl) {
      try {
        await terminate(upload.uploadUrl);
        terminated += 1;
      } catch (error) {
        if (answeredStatus(error) === null) continue;
      }
    }
    await store.removeUpload(upload.urlStorageKey);
  }
  return terminated;
}

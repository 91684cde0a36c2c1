import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export class ScanTooLarge extends Error {}

/** Streams an uploaded scan to a file of this machine, never past `maxBytes` (the file is removed then). */
export async function receiveScan(
  body: ReadableStream<Uint8Array> | null,
  file: string,
  maxBytes: number,
): Promise<number> {
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > maxBytes ? new ScanTooLarge() : null, chunk);
    },
  });
  const source = body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([]);
  try {
    await pipeline(source, limit, fs.createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return received;
}

import { buildServerOnce } from './build-once';

/** Vitest global setup of the process-level tests: the server bundle is built before any file asks for it. */
export default async function setup(): Promise<void> {
  await buildServerOnce();
}

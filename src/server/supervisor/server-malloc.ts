/**
 * glibc's malloc settings for the server process, which the supervisor gives it unless its own
 * environment sets them (glibc reads them at a process's start only). The servers the tests and
 * benchmarks start (tests/support/server-process.ts) get them too: their figures are `npm start`'s.
 */
export const SERVER_MALLOC_ENV = {
  /**
   * By default 8 arenas per core, one per thread that allocates (libuv's pool, sharp's image work,
   * page threads). Memory freed in one stays in it: after the demo seed's pictures the server kept
   * about 150 MB it no longer used (docs/quality.md, "Memory (issue 30, session 18)").
   */
  MALLOC_ARENA_MAX: '2',
  /**
   * glibc's own initial 128 KiB, kept. By default glibc raises it (and the size from which it maps
   * a block on its own) each time a large block is freed, after which freed memory stays in the
   * heap: about 50 MB of a demo server's (docs/quality.md, "Memory (issue 30, session 19)").
   */
  MALLOC_TRIM_THRESHOLD_: '131072',
};

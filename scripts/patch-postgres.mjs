// Patches postgres-js 3.4.9 (run by `npm install` as the postinstall step; idempotent) so that a
// connection the database drops while queries are in flight can never crash the process.
//
// Upstream bug (porsager/postgres #1066, #1154, #1208; fix PRs #1168, #1176, #1209, #1215, none
// released: 3.4.9 is the newest version): when a connection closes, `closed()` sets its socket to
// null, but a transaction on it still sends its ROLLBACK (or its next statement) through
// `execute()`. A write under 1 KiB is deferred with setImmediate, so `nextWrite()` then calls
// `socket.write` on null and throws a TypeError outside any promise: the process dies. Killing
// the app's connections with pg_terminate_backend under load reproduces it within one cut.
//
// The patch, in both the ESM and the CommonJS copies:
// - nextWrite() with no socket rejects the queries waiting on that connection with
//   CONNECTION_CLOSED instead of throwing (the caller then answers 503);
// - closing a connection forgets its unsent bytes and write timer (otherwise the next start-up
//   message is appended to a dead buffer and never sent: the connection times out forever) and
//   the dead backend's last error (otherwise the next query on the new connection fails with it),
//   and settles and forgets its queries even when the socket reported an error first (they would
//   hang, and so would `sql.end()` waiting for them);
// - the `onclose(connectionId, dropped)` option is told whether the database or the network ended
//   an open connection (true), or the pool closed it (idle, max lifetime, end) or could not open
//   it (false): HDX counts and logs the drops;
// - the array-type lookup that starts each new connection no longer leaves an unhandled rejection
//   (fatal in Node) when the connection drops during it: the waiting query is rejected anyway
//   (not reported upstream as far as we know; found by the same load test);
// - a transaction whose connection closed rejects its remaining statements (ROLLBACK, COMMIT,
//   queued ones) instead of sending them to whatever session the pool opens next on that
//   connection, where they would run outside the transaction.
// Remove this script (and the postinstall entry) once a postgres release fixes these; its tests:
// tests/api/faults-postgres-terminate.test.ts and tests/unit/postgres-driver-patch.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PATCHED_VERSION = '3.4.9';
const MARKER = 'hdx-patch: closed-connection-writes';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'postgres');

const connectionEdits = [
  [
    `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    `  function nextWrite(fn) {
    if (!socket) // ${MARKER}
      return writeAfterClose()
    const x = socket.write(chunk, fn)`,
  ],
  [
    `  function connectTimedOut() {`,
    `  function writeAfterClose() { // ${MARKER}
    const err = Errors.connection('CONNECTION_CLOSED', options)
    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null
    query && queryError(query, err)
    query = null
    while (sent.length)
      queryError(sent.shift(), err)
    return true
  }

  function connectTimedOut() {`,
  ],
  [
    `      error(Errors.connection('CONNECTION_DESTROYED', options))

    clearImmediate(nextWriteTimer)`,
    `      error(Errors.connection('CONNECTION_DESTROYED', options))

    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null // ${MARKER}`,
  ],
  [
    `    incomings = null
    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)`,
    `    incomings = null
    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = errorResponse = null // ${MARKER}
    socket.removeListener('data', data)`,
  ],
  [
    `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))`,
    `    ;(query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket)) // ${MARKER}
    query = results = null`,
  ],
  [
    `    onclose(connection, Errors.connection('CONNECTION_CLOSED', options, socket))`,
    `    onclose(connection, Errors.connection('CONNECTION_CLOSED', options, socket), !terminated) // ${MARKER}`,
  ],
  [
    `        return fetchArrayTypes()`,
    `        return fetchArrayTypes().catch(noop) // ${MARKER}: its failure reached the waiting query`,
  ],
];

const indexEdits = [
  [
    `  function onclose(c, e) {
    move(c, closed)`,
    `  function onclose(c, e, unplanned) { // ${MARKER}
    const dropped = !!unplanned && c.queue !== connecting
    move(c, closed)`,
  ],
  [`    options.onclose && options.onclose(c.id)`, `    options.onclose && options.onclose(c.id, dropped)`],
  [
    `Object.assign(Postgres, {
  PostgresError,`,
    `Object.assign(Postgres, {
  hdxClosedConnectionPatch: true, // ${MARKER}
  PostgresError,`,
  ],
  [
    `      , connection
      , prepare = null

    try {
      await sql.unsafe('begin ' + options.replace(/[^a-z ]/ig, ''), [], { onexecute }).execute()
      return await Promise.race([
        scope(connection, fn),
        new Promise((_, reject) => connection.onclose = reject)
      ])`,
    `      , connection
      , prepare = null
      , connectionLost = null // ${MARKER}

    try {
      await sql.unsafe('begin ' + options.replace(/[^a-z ]/ig, ''), [], { onexecute }).execute()
      return await Promise.race([
        scope(connection, fn),
        new Promise((_, reject) => connection.onclose = e => {
          connectionLost = e
          while (queries.length)
            queries.shift().reject(e)
          reject(e)
        })
      ])`,
  ],
  [
    `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))`,
    `      function handler(q) {
        if (connectionLost) // ${MARKER}
          return q.reject(Errors.connection('CONNECTION_CLOSED', options))
        q.catch(e => uncaughtError || (uncaughtError = e))`,
  ],
];

function patch(file, edits) {
  const source = fs.readFileSync(file, 'utf8');
  if (source.includes(MARKER)) return false;
  let patched = source;
  for (const [from, to] of edits) {
    const at = patched.indexOf(from);
    if (at === -1 || patched.indexOf(from, at + 1) !== -1)
      throw new Error(`${path.relative(process.cwd(), file)}: expected exactly one occurrence of:\n${from}`);
    patched = patched.slice(0, at) + to + patched.slice(at + from.length);
  }
  fs.writeFileSync(file, patched);
  return true;
}

const manifest = path.join(root, 'package.json');
if (!fs.existsSync(manifest)) process.exit(0);
const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
if (version !== PATCHED_VERSION) {
  console.warn(
    `patch-postgres: postgres ${version} is installed, the patch is for ${PATCHED_VERSION}: not applied. ` +
      'Check that this release fixes porsager/postgres #1154 and #1208 (run tests/api/faults-postgres-terminate.test.ts), then update or remove scripts/patch-postgres.mjs.',
  );
  process.exit(0);
}
let changed = 0;
for (const dir of ['src', 'cjs/src']) {
  if (patch(path.join(root, dir, 'connection.js'), connectionEdits)) changed += 1;
  if (patch(path.join(root, dir, 'index.js'), indexEdits)) changed += 1;
}
if (changed) console.log(`patch-postgres: postgres ${version} patched against writes on closed connections`);

import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes opening one data directory corrupt it.
 * A pid file makes the second one fail fast with a clear message instead.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  if (fs.existsSync(file)) {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The data directory ${dataDir} is in use by process ${pid}. PGlite allows one process per data directory: stop that server, or set DATA_DIR to another folder.`,
      );
    }
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number(fs.readFileSync(file, 'utf8')) === process.pid) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

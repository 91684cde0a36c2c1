import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes opening one data directory corrupt it.
 * A pid file makes the second one fail fast with a clear message instead. The file also
 * records when its process started, so a file left by a killed server is taken over even
 * when its pid now belongs to another program (containers reuse the same few pids).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  if (fs.existsSync(file)) {
    const [pidText, startedText] = fs.readFileSync(file, 'utf8').split('\n');
    const pid = Number(pidText);
    if (pid && pid !== process.pid && isAlive(pid) && sameProcess(pid, startedText)) {
      throw new Error(
        `The data directory ${dataDir} is in use by process ${pid}. PGlite allows one process per data directory: stop that server, or set DATA_DIR to another folder.`,
      );
    }
  }
  const started = startTimeOf(process.pid);
  fs.writeFileSync(file, started === null ? String(process.pid) : `${process.pid}\n${started}`);
  return () => {
    try {
      if (Number(fs.readFileSync(file, 'utf8').split('\n')[0]) === process.pid) fs.rmSync(file);
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

/** Whether the live `pid` is the process that wrote the lock (unknown start times count as yes). */
function sameProcess(pid: number, recorded: string | undefined): boolean {
  if (!recorded?.trim()) return true;
  const current = startTimeOf(pid);
  return current === null || current === recorded.trim();
}

/** The process start time in clock ticks since boot (Linux /proc), or null elsewhere. */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces); starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

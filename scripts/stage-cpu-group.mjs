// The CPU of everything a stage starts, counted by the kernel: a control group per stage where
// the machine lets us make one (Linux, cgroup v1 `cpuacct` or v2, writable: root in a container
// or CI). A shell's `times` sees only the processes their parents waited for: Chromium's
// renderers and GPU process, the e2e server and other processes killed rather than waited fall
// outside it (measured: a browser run's `times` 550 s of CPU where the machine spent 1,378 s).
import fs from 'node:fs';
import path from 'node:path';

/** Where a new group can be made, and how its CPU is read (seconds); null where none can. */
function hierarchy() {
  const v1 = '/sys/fs/cgroup/cpuacct';
  if (fs.existsSync(path.join(v1, 'cpuacct.usage'))) {
    return { root: v1, read: (dir) => Number(fs.readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9 };
  }
  for (const root of ['/sys/fs/cgroup/unified', '/sys/fs/cgroup']) {
    if (!fs.existsSync(path.join(root, 'cgroup.procs')) || !fs.existsSync(path.join(root, 'cgroup.controllers')))
      continue;
    const read = (dir) => {
      const line = fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8').match(/^usage_usec (\d+)/m);
      return line ? Number(line[1]) / 1e6 : NaN;
    };
    return { root, read };
  }
  return null;
}

/**
 * A control group for one stage: `procs` is the file a process writes its pid to to join it
 * (its children then belong to it too), `seconds()` the CPU all its processes used so far.
 * Null where no group can be made: the stage then counts with `times`.
 */
export function stageCpuGroup(name) {
  const found = hierarchy();
  if (!found) return null;
  const dir = path.join(found.root, `hdx-test-${process.pid}-${name.replace(/\W+/g, '-').slice(0, 40)}`);
  try {
    fs.mkdirSync(dir);
    fs.accessSync(path.join(dir, 'cgroup.procs'), fs.constants.W_OK);
    if (!Number.isFinite(found.read(dir))) throw new Error('no CPU count');
  } catch {
    removeGroup(dir);
    return null;
  }
  return {
    procs: path.join(dir, 'cgroup.procs'),
    seconds: () => found.read(dir),
    /** Removed once empty: a process left running keeps it (and is found there). */
    remove: () => removeGroup(dir),
  };
}

/** A group is removed with rmdir (its files are the kernel's); one that is missing or still holds a process stays as it is. */
function removeGroup(dir) {
  try {
    fs.rmdirSync(dir);
  } catch {
    // Never made, or still holds a process the stage left behind.
  }
}

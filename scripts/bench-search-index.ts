// `npm run bench:search-index -- --api http://127.0.0.1:4321/api --posts 10000`: the search index a
// publish builds from the content (src/render/search-records.ts), at the content a running server's
// API answers plus N synthetic posts (copies of its posts under new ids and titles): the CPU of
// making the records, of this process and of Pagefind's while indexing them, and the records and
// bytes of the whole index. A benchmark, not a test: it prints a Markdown table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readContent } from '../src/render/content-sources';
import { libraryOf } from '../src/render/library-of';
import { searchRecords } from '../src/render/search-records';
import { writeSearchIndex } from '../src/server/site/search-layers';
import type { LibraryContent, Post } from '../src/lib/types';

const { values } = parseArgs({
  options: { api: { type: 'string', default: 'http://127.0.0.1:4321/api' }, posts: { type: 'string', default: '0' } },
});
const synthetic = Number(values.posts);

/** `count` copies of the content's posts, each with its own id and title. */
function withSyntheticPosts(content: LibraryContent, count: number): LibraryContent {
  const top = Math.max(0, ...content.posts.map((post) => post.id));
  const copies: Post[] = Array.from({ length: count }, (_, i) => {
    const model = content.posts[i % content.posts.length]!;
    return { ...model, id: top + i + 1, title: `${model.title} #${i + 1}` };
  });
  return { ...content, posts: [...content.posts, ...copies] };
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

/** CPU seconds so far of this process's Pagefind child (its service), from /proc; 0 when none runs. */
function pagefindCpu(): number {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === process.pid && stat.includes('(pagefind'))
        return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // A process that ended while being read.
    }
  }
  return 0;
}

const content = withSyntheticPosts(await readContent({ base: values.api }), synthetic);
const recordsStarted = process.cpuUsage();
const records = searchRecords(libraryOf(content));
const recordsCpu = cpuSeconds(recordsStarted);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-search-bench-'));
try {
  const indexStarted = process.cpuUsage();
  // Sampled while it runs: its last sample comes at most 20 ms before it is closed.
  let pagefindSeconds = 0;
  const sampler = setInterval(() => (pagefindSeconds = Math.max(pagefindSeconds, pagefindCpu())), 20);
  await writeSearchIndex(records, out);
  clearInterval(sampler);
  const indexCpu = cpuSeconds(indexStarted);
  const files = fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const bytes = files.reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
  console.log(`| posts | ${content.posts.length} |`);
  console.log(`| records (both languages) | ${records.length} |`);
  console.log(`| CPU of making the records (this process) | ${recordsCpu.toFixed(2)} s |`);
  console.log(`| CPU of sending them to Pagefind (this process) | ${indexCpu.toFixed(2)} s |`);
  console.log(`| CPU of Pagefind's indexing and writing (its process) | ${pagefindSeconds.toFixed(2)} s |`);
  console.log(`| index | ${bytes.toLocaleString('en')} bytes in ${files.length} files |`);
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}

// The decision records' check, a stage of `npm run check`: every record in docs/decisions has a
// `Date:` line (the date of its file name) and a `Status:` (on the date line or its own line), a
// superseded or amended record links to records that exist, and the README's table lists every
// record with its status. `node scripts/check-decisions.mjs --write` rewrites that table.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INDEX = 'README.md';
const TABLE_START = '<!-- records:start -->';
const TABLE_END = '<!-- records:end -->';
const STATUS = /^(accepted|superseded by .+|amended by .+)$/;

/** One record file as { file, date, title, status } (null where the record lacks it). */
function readRecord(dir, file) {
  const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
  const title = lines.find((line) => line.startsWith('# '))?.slice(2).trim() ?? null;
  const dateLine = lines.find((line) => line.startsWith('Date: ')) ?? null;
  const date = dateLine?.match(/^Date: (\d{4}-\d{2}-\d{2})\b/)?.[1] ?? null;
  const statusLine = dateLine?.includes('Status: ') ? dateLine : lines.find((line) => line.startsWith('Status: '));
  const status = statusLine ? statusLine.slice(statusLine.indexOf('Status: ') + 'Status: '.length).trim() : null;
  return { file, date, title, status };
}

/** Every record of `dir` (each .md file but the README), in file-name order. */
export function readRecords(dir) {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== INDEX)
    .sort()
    .map((file) => readRecord(dir, file));
}

/** What is wrong with one record: an empty list when nothing is. */
function recordProblems(dir, { file, date, title, status }) {
  const problems = [];
  if (!title) problems.push(`${file}: no "# " title line`);
  if (!date) problems.push(`${file}: no "Date: YYYY-MM-DD" line`);
  else if (!file.startsWith(`${date}-`)) problems.push(`${file}: its Date (${date}) is not the date its file name starts with`);
  if (status === null) problems.push(`${file}: no "Status:" (add "· Status: accepted" to its Date line, or superseded by / amended by a later record)`);
  else if (!STATUS.test(status)) problems.push(`${file}: status "${status}" is not "accepted", "superseded by [...](...)" or "amended by [...](...)"`);
  else if (status !== 'accepted') {
    const targets = [...status.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1].split('#')[0]);
    if (targets.length === 0) problems.push(`${file}: "${status}" links no record`);
    for (const target of targets) {
      if (!fs.existsSync(path.join(dir, target))) problems.push(`${file}: its status links ${target}, which does not exist`);
    }
  }
  return problems;
}

/** The README's table of every record: date, title (linked), status. */
export function recordsTable(records) {
  const cell = (text) => String(text ?? '').replaceAll('|', '\\|');
  const rows = records.map(({ file, date, title, status }) => `| ${cell(date)} | [${cell(title)}](${file}) | ${cell(status)} |`);
  return ['| Date | Record | Status |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README's text with its table replaced by `table`, or null when it has no table markers. */
function withTable(readme, table) {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) return null;
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}

/** Every problem of the records in `dir` and of its README's table: an empty list when none. */
export function checkDecisions(dir) {
  const records = readRecords(dir);
  const problems = records.flatMap((record) => recordProblems(dir, record));
  const indexFile = path.join(dir, INDEX);
  if (!fs.existsSync(indexFile)) return [...problems, `${INDEX}: missing`];
  const readme = fs.readFileSync(indexFile, 'utf8');
  const current = withTable(readme, recordsTable(records));
  if (current === null) problems.push(`${INDEX}: no ${TABLE_START} … ${TABLE_END} table`);
  else if (current !== readme) problems.push(`${INDEX}: the table of records is out of date (run node scripts/check-decisions.mjs --write)`);
  return problems;
}

/** Rewrites the README's table from the records; false when the README has no table markers. */
export function writeIndex(dir) {
  const indexFile = path.join(dir, INDEX);
  const current = withTable(fs.readFileSync(indexFile, 'utf8'), recordsTable(readRecords(dir)));
  if (current === null) return false;
  fs.writeFileSync(indexFile, current);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
  if (process.argv.includes('--write') && !writeIndex(dir)) {
    console.error(`${INDEX}: no ${TABLE_START} … ${TABLE_END} table to write`);
    process.exit(1);
  }
  const problems = checkDecisions(dir);
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? `${readRecords(dir).length} decision records: each dated, with a status` : `${problems.length} problem(s) in docs/decisions`);
  process.exit(problems.length === 0 ? 0 : 1);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDecisions, writeIndex } from '../../scripts/check-decisions.mjs';

let dir: string;

const record = (title: string, head: string) => `# ${title}\n\n${head}\n\n## Context\nWhy.\n\n## Decision\nWhat.\n\n## Consequences\nThen.\n`;
const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
const README = '# Decision records\n\nThe format.\n\n<!-- records:start -->\n<!-- records:end -->\n';

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-decisions-'));
  write('README.md', README);
  write('2026-01-01-first.md', record('First', 'Date: 2026-01-01 · Status: accepted'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the decision records check', () => {
  it('passes dated records with a status, on the date line or its own, and a current table', () => {
    write('2026-01-02-second.md', record('Second', 'Date: 2026-01-02 (issue 3)\n\nStatus: amended by [third](2026-01-03-third.md)'));
    write('2026-01-03-third.md', record('Third', 'Date: 2026-01-03 · Issue 4 · Status: accepted'));
    expect(writeIndex(dir)).toBe(true);
    expect(checkDecisions(dir)).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain(
      '| 2026-01-02 | [Second](2026-01-02-second.md) | amended by [third](2026-01-03-third.md) |',
    );
  });

  it('refuses a record without a status', () => {
    write('2026-01-02-second.md', record('Second', 'Date: 2026-01-02'));
    writeIndex(dir);
    expect(checkDecisions(dir)).toEqual([expect.stringMatching(/^2026-01-02-second\.md: no "Status:"/)]);
  });

  it('refuses a record without a date, or dated otherwise than its file name', () => {
    write('2026-01-02-second.md', record('Second', 'Status: accepted'));
    write('2026-01-03-third.md', record('Third', 'Date: 2026-02-03 · Status: accepted'));
    writeIndex(dir);
    expect(checkDecisions(dir)).toEqual([
      expect.stringMatching(/^2026-01-02-second\.md: no "Date: YYYY-MM-DD" line/),
      expect.stringMatching(/^2026-01-03-third\.md: its Date \(2026-02-03\)/),
    ]);
  });

  it('refuses a superseded or amended record whose link points to no record, or that links none', () => {
    write('2026-01-02-second.md', record('Second', 'Date: 2026-01-02 · Status: superseded by [gone](2026-01-05-gone.md)'));
    write('2026-01-03-third.md', record('Third', 'Date: 2026-01-03 · Status: amended by the fourth'));
    write('2026-01-04-fourth.md', record('Fourth', 'Date: 2026-01-04 · Status: probably fine'));
    writeIndex(dir);
    expect(checkDecisions(dir)).toEqual([
      '2026-01-02-second.md: its status links 2026-01-05-gone.md, which does not exist',
      '2026-01-03-third.md: "amended by the fourth" links no record',
      expect.stringMatching(/^2026-01-04-fourth\.md: status "probably fine" is not/),
    ]);
  });

  it('refuses a README whose table misses a record, or a folder without a README', () => {
    writeIndex(dir);
    write('2026-01-02-second.md', record('Second', 'Date: 2026-01-02 · Status: accepted'));
    expect(checkDecisions(dir)).toEqual([expect.stringMatching(/^README\.md: the table of records is out of date/)]);
    fs.rmSync(path.join(dir, 'README.md'));
    expect(checkDecisions(dir)).toEqual(['README.md: missing']);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { pollUntil } from './poll';

export interface OutboxMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * The e2e server has no SMTP_URL, so it writes every mail as an .eml file under
 * DATA_DIR/mail (global-setup exposes DATA_DIR as E2E_DATA_DIR). Parsed with mailparser.
 */
async function readOutbox(): Promise<OutboxMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (tests/e2e/global-setup.ts)');
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
      const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => (v.address ?? '').toLowerCase()));
      return { to, subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

/** Waits for the `count`-th mail to `address` and returns it. */
export async function waitForMail(address: string, count = 1, timeoutMs = 15_000): Promise<OutboxMail> {
  return pollUntil(
    `mail #${count} to ${address} is in the outbox`,
    async () => (await readOutbox()).filter((mail) => mail.to.includes(address.toLowerCase()))[count - 1],
    { timeoutMs, intervalMs: 200 },
  );
}

/** The path and query of the first link in the mail matching `pattern` (the mail's host is PUBLIC_URL). */
export function linkPath(mail: OutboxMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${pattern} in:\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

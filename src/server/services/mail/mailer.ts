import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { AppDeps } from '../../context';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link the mail carries, logged when writing to the outbox. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

type Nodemailer = (typeof import('nodemailer'))['default'];

/**
 * A transport made at the first message: nodemailer is imported then, so a server that sends
 * no mail never loads it (memory, issue 30).
 */
function transportOnFirstUse(make: (nodemailer: Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer))),
    close: () => {
      // A transport never made (or whose import failed) has nothing to close.
      void transport?.then(
        (made) => made.close(),
        () => {},
      );
    },
  };
}

/**
 * SMTP_URL sends through a real server. Without it every message is written as an
 * .eml file under DATA_DIR/mail/ (and its link logged), so sign-up works with no service.
 */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, logger: Logger): Mailer {
  if (env.SMTP_URL) {
    const smtpUrl = env.SMTP_URL;
    const transport = transportOnFirstUse((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(message) {
        const smtp = await transport.get();
        await smtp.sendMail({
          from: env.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
      close: transport.close,
    };
  }
  const outbox = path.join(env.DATA_DIR, 'mail');
  const transport = transportOnFirstUse((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const stream = await transport.get();
      const info = await stream.sendMail({
        from: env.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      // Written aside then renamed: a reader never sees half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      logger.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to the outbox');
    },
    close: transport.close,
  };
}

const mailers = new WeakMap<AppDeps, Mailer>();

/** One mailer per running app (per test app in tests), made on first use. */
export function mailerFor(deps: AppDeps): Mailer {
  let mailer = mailers.get(deps);
  if (!mailer) {
    mailer = createMailer(deps.env, deps.logger);
    mailers.set(deps, mailer);
  }
  return mailer;
}

const inFlight = new WeakMap<AppDeps, Set<Promise<void>>>();

/** Sends in the background: the answer never waits for (or reveals) delivery; failures are logged. */
export function queueMail(deps: AppDeps, message: MailMessage): void {
  const sending = mailerFor(deps)
    .send(message)
    .catch((error: unknown) =>
      deps.logger.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent'),
    );
  let pending = inFlight.get(deps);
  if (!pending) inFlight.set(deps, (pending = new Set()));
  pending.add(sending);
  void sending.finally(() => pending.delete(sending));
}

/**
 * @internal Resolves once every mail queued so far by this app was handed over or failed: the
 * tests' signal that no more mail is on its way (that a refused request sent nothing).
 */
export async function mailSettled(deps: AppDeps): Promise<void> {
  const pending = inFlight.get(deps);
  while (pending?.size) await Promise.all(pending);
}

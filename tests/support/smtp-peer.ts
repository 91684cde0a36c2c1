import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed by
 * mailparser. The app under test delivers to it through nodemailer (SMTP_URL).
 */
export class SmtpPeer {
  readonly messages: ReceivedMail[] = [];
  /** Emits 'mail' as each message is kept. */
  private readonly arrivals = new EventEmitter();
  private readonly server: SMTPServer;
  private port = 0;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address ?? ''));
            this.messages.push({
              to,
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            this.arrivals.emit('mail');
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  static async start(): Promise<SmtpPeer> {
    const peer = new SmtpPeer();
    await new Promise<void>((resolve) => peer.server.listen(0, '127.0.0.1', () => resolve()));
    peer.port = (peer.server.server.address() as AddressInfo).port;
    return peer;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages sent to `address` so far. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  }

  /** Waits for the `count`-th message to `address` (mail is sent in the background). */
  async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
    const signal = AbortSignal.timeout(timeoutMs);
    for (;;) {
      const mail = this.to(address)[count - 1];
      if (mail) return mail;
      try {
        await once(this.arrivals, 'mail', { signal });
      } catch {
        throw new Error(`No mail #${count} to ${address} within ${timeoutMs} ms (got ${this.to(address).length})`);
      }
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link of a mail's text part matching `pattern` (e.g. /\/verify-email\?token=/). */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${pattern} in:\n${mail.text}`);
  return link;
}

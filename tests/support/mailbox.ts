import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail the test SMTP server received. */
export interface ReceivedMail {
  /** The sender's display name and address. */
  from: { name: string; address: string };
  to: string[];
  subject: string;
  text: string;
  html: string;
}

type Waiter = { accepts: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void };

/**
 * A real SMTP server on 127.0.0.1 for tests: the app server sends to it through `SMTP_URL`
 * (nodemailer, as in production) and each mail is parsed with mailparser. Tests wait for a
 * mail as an event, never by sleeping.
 */
export class TestMailbox {
  readonly mails: ReceivedMail[] = [];
  private waiters: Waiter[] = [];

  private constructor(private readonly server: SMTPServer, readonly port: number) {}

  static async start(): Promise<TestMailbox> {
    let mailbox: TestMailbox | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mailbox!.receive({
              from: { name: parsed.from?.value[0]?.name ?? '', address: parsed.from?.value[0]?.address ?? '' },
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    mailbox = new TestMailbox(server, (server.server.address() as AddressInfo).port);
    return mailbox;
  }

  /** The `SMTP_URL` that sends to this mailbox. */
  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private receive(mail: ReceivedMail): void {
    this.mails.push(mail);
    const waiting = this.waiters.filter((w) => w.accepts(mail));
    this.waiters = this.waiters.filter((w) => !waiting.includes(w));
    for (const waiter of waiting) waiter.resolve(mail);
  }

  /** Mails received so far for this address (case-insensitive). */
  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  }

  /**
   * The `n`th mail (1 = first) to this address whose subject matches, as soon as it arrives;
   * fails after `timeoutMs`.
   */
  nextMail(address: string, subject: RegExp, { nth, timeoutMs = 10_000 }: { nth?: number; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const matches = (mail: ReceivedMail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && subject.test(mail.subject);
    const wanted = nth ?? this.mails.filter(matches).length + 1;
    let seen = this.mails.filter(matches);
    if (seen.length >= wanted) return Promise.resolve(seen[wanted - 1]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail ${wanted} to ${address} matching ${subject} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        accepts: (mail) => {
          if (!matches(mail)) return false;
          seen = this.mails.filter(matches);
          return seen.length >= wanted;
        },
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The link of a mail's text that starts with this URL prefix (e.g. `${url}/auth/verify-email?token=`). */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return new URL(link);
}

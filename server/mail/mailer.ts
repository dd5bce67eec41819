import nodemailer from 'nodemailer';
import type { MailMessage } from './message';

export interface Mailer {
  /**
   * Sends a mail in the background: the request that caused it never waits for the mail
   * server (so answers take the same time whether a mail was sent or not), and a failure is
   * logged, not thrown.
   */
  send(message: MailMessage): void;
  /** Resolves once every mail handed to `send` so far was delivered or failed. */
  idle(): Promise<void>;
}

export interface MailerOptions {
  /** `SMTP_URL`; null writes each mail to the log as one line instead. */
  smtpUrl: string | null;
  /** `MAIL_FROM`; null means `TeamTree <no-reply@<host of PUBLIC_URL>>`. */
  mailFrom: string | null;
  /** The address users reach, read when a mail is sent (known once the server listens). */
  publicUrl: () => string;
  log: Pick<Console, 'log' | 'error'>;
}

export function defaultSender(publicUrl: string): string {
  return `TeamTree <no-reply@${new URL(publicUrl).hostname}>`;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  const deliver = async (message: MailMessage): Promise<void> => {
    if (!transport) {
      options.log.log(`Mail to ${message.to}: ${message.subject} ${message.link}`);
      return;
    }
    await transport.sendMail({
      from: options.mailFrom ?? defaultSender(options.publicUrl()),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  };

  return {
    send(message) {
      const sending = deliver(message)
        .catch((err: unknown) => options.log.error(`Mail to ${message.to} failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}

import type { Language } from '../../shared/i18n/language';

/** One mail, ready to send: both a plain-text and a simple HTML body, and the link it carries. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (written to the log when no SMTP server is set). */
  link: string;
}

/** Whom a mail goes to, and the language it is written in (the account's, `me.language`). */
export interface MailRecipient {
  email: string;
  language: Language;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailContent {
  subject: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: { label: string; link: string };
  /** Paragraphs after the button. */
  outro: string[];
}

/** The words around every mail's content, in each language. */
const FRAME: Record<Language, { greeting: string; orOpen: string; signature: string }> = {
  en: { greeting: 'Hello,', orOpen: 'Or open this link:', signature: '— TeamTree' },
  de: { greeting: 'Hallo,', orOpen: 'Oder öffne diesen Link:', signature: '— Dein TeamTree' },
};

/**
 * Writes a mail's content as plain text and as a small HTML page with one button, so every
 * mail of the product looks alike and no caller builds HTML by hand; the greeting and the words
 * around the button are in the recipient's language. Mails carry nothing a user typed (not even
 * a name): whoever registers an address could otherwise put their words into a mail that the
 * address's owner receives from us.
 */
export function composeMail(to: MailRecipient, content: MailContent): MailMessage {
  const { greeting, orOpen, signature } = FRAME[to.language];
  const text = [greeting, '', ...content.intro.flatMap((p) => [p, '']), content.action.link, '', ...content.outro.flatMap((p) => [p, '']), signature].join('\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${to.language}"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5;margin:0;padding:24px">`,
    '<div style="max-width:480px;margin:0 auto">',
    paragraph(greeting),
    ...content.intro.map(paragraph),
    `<p style="margin:24px 0"><a href="${escapeHtml(content.action.link)}" style="background:#059669;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`,
    paragraph(`${orOpen} ${content.action.link}`),
    ...content.outro.map(paragraph),
    paragraph(signature),
    '</div></body></html>',
  ].join('\n');
  return { to: to.email, subject: content.subject, text, html, link: content.action.link };
}

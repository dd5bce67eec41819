/** One mail, ready to send: both a plain-text and a simple HTML body, and the link it carries. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (written to the log when no SMTP server is set). */
  link: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: { label: string; link: string };
  /** Paragraphs after the button. */
  outro: string[];
}

/**
 * Writes a mail's content as plain text and as a small HTML page with one button, so every
 * mail of the product looks alike and no caller builds HTML by hand. Mails carry nothing a
 * user typed (not even a name): whoever registers an address could otherwise put their words
 * into a mail that the address's owner receives from us.
 */
export function composeMail(content: MailContent): MailMessage {
  const greeting = 'Hello,';
  const text = [greeting, '', ...content.intro.flatMap((p) => [p, '']), content.action.link, '', ...content.outro.flatMap((p) => [p, '']), '— TeamTree'].join('\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5;margin:0;padding:24px">',
    '<div style="max-width:480px;margin:0 auto">',
    paragraph(greeting),
    ...content.intro.map(paragraph),
    `<p style="margin:24px 0"><a href="${escapeHtml(content.action.link)}" style="background:#059669;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`,
    paragraph(`Or open this link: ${content.action.link}`),
    ...content.outro.map(paragraph),
    paragraph('— TeamTree'),
    '</div></body></html>',
  ].join('\n');
  return { to: content.to, subject: content.subject, text, html, link: content.action.link };
}

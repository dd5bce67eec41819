/** A piece of an announcement's plain text: words as they are, or a web address shown as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** An address starts with http:// or https:// and runs to the next blank. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ('see https://a.example/x.'). */
const TRAILING = /[.,;:!?'"]+$/;

/** Drops a closing bracket the address did not open ('(https://a.example/x)'). */
function balanced(address: string): string {
  let end = address;
  for (const [open, close] of [['(', ')'], ['[', ']']] as const) {
    while (end.endsWith(close) && end.split(close).length > end.split(open).length) end = end.slice(0, -1).replace(TRAILING, '');
  }
  return end;
}

/** The address as a link target, when it is a well-formed http or https address; else null. */
export function safeHref(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}

/**
 * Splits plain text into words and links: only http and https addresses become links (no
 * `javascript:`, `data:` or any other scheme, no markup: the text is never read as HTML).
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = balanced(match[0].replace(TRAILING, ''));
    const href = safeHref(address);
    push(text.slice(last, start));
    if (href) parts.push({ kind: 'link', text: address, href });
    else push(address);
    last = start + address.length;
  }
  push(text.slice(last));
  return parts;
}

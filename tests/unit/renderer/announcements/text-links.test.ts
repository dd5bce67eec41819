import { describe, expect, it } from 'vitest';
import { safeHref, textParts } from '../../../../desktop/renderer/src/announcements/text-links';

describe("an announcement's links", () => {
  it('turns http and https addresses into links and keeps the words around them', () => {
    expect(textParts('Kick-off: https://example.com/event?id=4 at 7, slides http://a.example/s.pdf')).toEqual([
      { kind: 'text', text: 'Kick-off: ' },
      { kind: 'link', text: 'https://example.com/event?id=4', href: 'https://example.com/event?id=4' },
      { kind: 'text', text: ' at 7, slides ' },
      { kind: 'link', text: 'http://a.example/s.pdf', href: 'http://a.example/s.pdf' },
    ]);
  });

  it('leaves the punctuation that ends a sentence or a bracket out of the link', () => {
    expect(textParts('See https://a.example/x. Or (https://b.example/y), [https://c.example/(z)]!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { kind: 'text', text: '. Or (' },
      { kind: 'link', text: 'https://b.example/y', href: 'https://b.example/y' },
      { kind: 'text', text: '), [' },
      { kind: 'link', text: 'https://c.example/(z)', href: 'https://c.example/(z)' },
      { kind: 'text', text: ']!' },
    ]);
  });

  it('links no other scheme and reads no markup', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> ftp://a.example <a href="https://evil.example">x</a> www.example.com';
    const parts = textParts(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual(['https://evil.example']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('keeps text without addresses as one piece, line breaks included', () => {
    expect(textParts('Line one\nLine two')).toEqual([{ kind: 'text', text: 'Line one\nLine two' }]);
    expect(textParts('')).toEqual([]);
  });

  it('answers a link target only for a well-formed http or https address', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('http://')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('HTTPS://EXAMPLE.com/A')).toBe('https://example.com/A');
  });
});

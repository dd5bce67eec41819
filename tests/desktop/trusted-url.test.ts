import { describe, expect, it } from 'vitest';
import { isTrustedUrl } from '../../desktop/main/trusted-url';

describe('isTrustedUrl', () => {
  it('accepts https addresses', () => {
    expect(isTrustedUrl('https://www.instagram.com/teamtree')).toBe(true);
  });

  it.each([
    'http://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'teamtree://join/abc',
    'https://user:pw@example.com',
    'smb://server/share',
    '',
    'https://' + 'a'.repeat(3000) + '.com',
  ])('refuses %s', (raw) => {
    expect(isTrustedUrl(raw)).toBe(false);
  });

  it('refuses values that are not strings', () => {
    expect(isTrustedUrl(undefined)).toBe(false);
    expect(isTrustedUrl({ href: 'https://x.y' })).toBe(false);
  });
});

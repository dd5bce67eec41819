import { describe, expect, it } from 'vitest';
import { isDialUrl, isExternalUrl, isTrustedUrl } from '../../desktop/main/trusted-url';

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

describe('isDialUrl and isExternalUrl', () => {
  it('accept a partner\'s call and SMS links in E.164', () => {
    for (const link of ['tel:+491701234567', 'sms:+491701234567', 'tel:+12025550143']) {
      expect(isDialUrl(link)).toBe(true);
      expect(isExternalUrl(link)).toBe(true);
    }
    expect(isExternalUrl('https://wa.me/491701234567')).toBe(true);
  });

  it.each(['tel:01701234567', 'tel:+49 170 1234567', 'sms:+491701234567?body=hi', 'tel:+0123', 'tel:+1234567890123456', 'callto:+491701234567', 'tel:+49170;ext=1'])('refuse %s', (raw) => {
    expect(isDialUrl(raw)).toBe(false);
    expect(isExternalUrl(raw)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignIn, safeReturnUrl, sameSitePath } from '../../../../shared/domain/return-url';

/**
 * Where a sign-in leads back to is decided on the path as a browser normalises it (issue 33):
 * `/.//host` and `/a/..//host` once came back as `//host`, which a browser reads as another site.
 */
const APP = 'https://app.example';

/** Where a browser on the app would go for `to` (a redirect's Location or a navigation). */
const browserTarget = (to: string) => new URL(to, APP);

const offSite = [
  '/.//evil.example/phish',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/./evil.example',
  '/..//evil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%5C%5Cevil',
  '/%5Cevil',
  '/%2e%2e//evil',
  '/%2E/%2Fevil',
  '/a/%2e%2e/%2fevil',
  '//evil.example',
  '///evil.example',
  '//evil.example/x?y=1',
  'https://evil.example',
  'https:evil.example',
  'http://app.example@evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'evil.example/x',
  '\t//evil',
  ' //evil',
  '/\t/evil',
  '/\n/evil',
  '/%09/evil',
  '/%00//evil',
  '/%E0%A4%A',
  '%2f',
  '%2F%2Fevil.example',
  '%5C%5Cevil',
  './/evil.example',
  '',
];

describe('safeReturnUrl', () => {
  it.each(offSite)('refuses %j (the sign-in ends on /dashboard)', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
    expect(afterSignIn(undefined, value)).toBe('/dashboard');
  });

  it.each([
    ['/ok/path?x=1#h', '/ok/path?x=1#h'],
    ['/teamtree?id=0b5f3c1e-2f4a-4c1b-9a6e-7d1f3e2a9c10&view=list', '/teamtree?id=0b5f3c1e-2f4a-4c1b-9a6e-7d1f3e2a9c10&view=list'],
    ['/join/abc', '/join/abc'],
    ['/join/abc_-1/', '/join/abc_-1/'],
    ['/account', '/account'],
    ['/dashboard?q=//not-a-host', '/dashboard?q=//not-a-host'],
    ['/auth/verify-email?token=abc', '/auth/verify-email?token=abc'],
  ])('keeps the in-app path %s', (value, kept) => {
    expect(safeReturnUrl(value)).toBe(kept);
    expect(afterSignIn(undefined, value)).toBe(kept);
  });

  it.each(['/auth/signin', '/AUTH/signin', '/%61uth/signup', '/auth', '/auth/verify-email/../signin'])('refuses the sign-in page %s (no loop back to it)', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it("takes the server's next on the same rules (a page of signing up is allowed there)", () => {
    expect(afterSignIn('/auth/signup/extra', '/join/x')).toBe('/auth/signup/extra');
    expect(afterSignIn('/.//evil.example', '/join/x')).toBe('/join/x');
    expect(afterSignIn('/a/..//evil.example', null)).toBe('/dashboard');
  });

  /** Strings built from the pieces every trick above is made of, so a run meets them in new orders. */
  const pieces = fc.constantFrom(
    '/', '//', '\\', '.', '..', '%2F', '%2f', '%5C', '%2e', '%2E', '%25', '%09', '%0a', '%00', '\t', '\n', ' ', '\u3000',
    'evil.example', 'a', 'join', 'auth', ':', 'https:', 'javascript:', '@', '?', '#', '=', 'x',
  );
  const tricky = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));

  it('always leads to one path of the app, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        const out = afterSignIn(undefined, value);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.startsWith('/\\')).toBe(false);
        const target = browserTarget(out);
        expect(target.origin).toBe(APP);
        // It stays one path once anything on the way decodes it again or reads `\` as `/`.
        expect(decodeURIComponent(target.pathname).replaceAll('\\', '/')).not.toMatch(/^\/\//);
      }),
      { numRuns: 2000 },
    );
  });

  it('never changes a path that it keeps (property)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z]=[A-Za-z0-9-]{0,10}$/)), (segments, query) => {
        fc.pre(segments[0].toLowerCase() !== 'auth');
        const path = `/${segments.join('/')}${query ? `?${query}` : ''}`;
        expect(sameSitePath(path)).toBe(path);
        expect(safeReturnUrl(path)).toBe(path);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { codeChallengeS256, randomToken } from '../../../../server/auth/pkce';

describe('codeChallengeS256', () => {
  it('matches the example of RFC 7636, appendix B', () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});

describe('randomToken', () => {
  it('is 43 URL-safe characters (32 bytes) and never repeats', () => {
    const tokens = new Set(Array.from({ length: 200 }, randomToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is a valid PKCE code verifier (43-128 unreserved characters)', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
  });
});

import crypto from 'node:crypto';

/** An unguessable URL-safe string (32 random bytes, 43 characters): states, nonces, PKCE verifiers. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The PKCE `S256` code challenge of a verifier (RFC 7636 section 4.2). */
export function codeChallengeS256(verifier: string): string {
  return crypto.createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

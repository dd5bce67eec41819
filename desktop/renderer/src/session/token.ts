/** The time claims of a JWT in milliseconds on the server's clock; `null` where a claim is missing. */
export interface TokenTimes {
  expiresAt: number | null;
  issuedAt: number | null;
}

function readClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const payload: unknown = JSON.parse(atob(padded));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const millis = (claim: unknown): number | null => (typeof claim === 'number' ? claim * 1000 : null);

/** Reads `exp` and `iat` of a JWT without verifying it; `null` when the token is unreadable. */
export function tokenTimes(token: string): TokenTimes | null {
  const claims = readClaims(token);
  return claims ? { expiresAt: millis(claims.exp), issuedAt: millis(claims.iat) } : null;
}

/** Reads the `exp` claim (seconds) of a JWT without verifying it, in milliseconds; `null` when unreadable. */
export function tokenExpiry(token: string): number | null {
  return tokenTimes(token)?.expiresAt ?? null;
}

/** The `sub` claim (the user's id) of a JWT without verifying it, also of an expired one; `null` when unreadable. */
export function tokenSubject(token: string): string | null {
  const sub = readClaims(token)?.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

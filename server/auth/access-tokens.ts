import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  sub: string;
  exp: number;
  /** The refresh family (session) the token was issued from; it dies with it. */
  sid: string;
}

/** Signs and checks the short-lived access JWT (`sub` = user id, `sid` = refresh family id, `exp` in seconds). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string, familyId: string): Promise<string> {
    return new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; `null` for anything else (a token without `sid` included). */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.sid !== 'string') return null;
      return { sub: payload.sub, exp: payload.exp, sid: payload.sid };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { HttpError, unauthorized } from '../http/errors';
import { codeChallengeS256 } from './pkce';

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What a verified id_token says about the person signing in. */
export interface OidcIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

export const SIGN_IN_FAILED = 'Google sign-in failed. Please try again.';
export const SIGN_IN_UNAVAILABLE = 'Google sign-in is not available right now. Please try again later.';
export const EMAIL_NOT_VERIFIED = 'Your Google account has no verified email address.';

/** The issuer could not be reached or answered nonsense: 502, never a 500. */
const providerUnavailable = () => new HttpError(502, SIGN_IN_UNAVAILABLE, { code: 'google-unavailable' });

const DISCOVERY_TTL_MS = 60 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];
// Google signs some id_tokens with the issuer written without its scheme.
const ISSUER_ALIASES: Record<string, string[]> = { 'https://accounts.google.com': ['accounts.google.com'] };

const discoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type DiscoveryDocument = z.infer<typeof discoveryDocument>;

const tokenAnswer = z.object({ id_token: z.string().min(1) });

const stripSlash = (url: string) => url.replace(/\/+$/, '');

async function fetchJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    throw providerUnavailable();
  }
  const text = await response.text().catch(() => '');
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: null };
  }
}

/** The relying-party side of the OpenID Connect authorization code flow with PKCE. */
export class OidcClient {
  private discovered: { doc: DiscoveryDocument; jwks: JWTVerifyGetKey; at: number } | null = null;

  constructor(private readonly config: OidcConfig) {}

  /** The issuer's endpoints, read from its discovery document and kept for an hour. */
  private async discover(): Promise<{ doc: DiscoveryDocument; jwks: JWTVerifyGetKey }> {
    if (this.discovered && Date.now() - this.discovered.at < DISCOVERY_TTL_MS) return this.discovered;
    const issuer = stripSlash(this.config.issuer);
    const { status, body } = await fetchJson(`${issuer}/.well-known/openid-configuration`);
    const parsed = discoveryDocument.safeParse(body);
    // OpenID Connect Discovery 1.0, 4.3: the document's issuer must be the one we asked.
    if (status !== 200 || !parsed.success || stripSlash(parsed.data.issuer) !== issuer) throw providerUnavailable();
    this.discovered = { doc: parsed.data, jwks: createRemoteJWKSet(new URL(parsed.data.jwks_uri)), at: Date.now() };
    return this.discovered;
  }

  async authorizationUrl(request: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const { doc } = await this.discover();
    const url = new URL(doc.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('state', request.state);
    url.searchParams.set('nonce', request.nonce);
    url.searchParams.set('code_challenge', codeChallengeS256(request.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  /** Trades the authorization code for the id_token; a refusal by the issuer is 401. */
  async exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<string> {
    const { doc } = await this.discover();
    const { status, body } = await fetchJson(doc.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        code_verifier: codeVerifier,
      }),
    });
    if (status >= 400 && status < 500) throw unauthorized(SIGN_IN_FAILED, 'google-failed');
    const parsed = tokenAnswer.safeParse(body);
    if (status !== 200 || !parsed.success) throw providerUnavailable();
    return parsed.data.id_token;
  }

  /** Checks the id_token's signature (issuer's JWKS), iss, aud, azp, exp and nonce. */
  async verifyIdToken(idToken: string, expectedNonce: string): Promise<OidcIdentity> {
    const { doc, jwks } = await this.discover();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: [doc.issuer, ...(ISSUER_ALIASES[stripSlash(doc.issuer)] ?? [])],
        audience: this.config.clientId,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWKSTimeout) throw providerUnavailable();
      if (err instanceof joseErrors.JOSEError) throw unauthorized(SIGN_IN_FAILED, 'google-failed');
      throw providerUnavailable();
    }
    return this.identityOf(payload, expectedNonce);
  }

  private identityOf(payload: JWTPayload, expectedNonce: string): OidcIdentity {
    const claims = payload as JWTPayload & Record<string, unknown>;
    if (claims.nonce !== expectedNonce) throw unauthorized(SIGN_IN_FAILED, 'google-failed');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if ((claims.azp !== undefined || audiences.length > 1) && claims.azp !== this.config.clientId) {
      throw unauthorized(SIGN_IN_FAILED, 'google-failed');
    }
    if (typeof claims.sub !== 'string' || !claims.sub) throw unauthorized(SIGN_IN_FAILED, 'google-failed');
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    if (typeof claims.email !== 'string' || !claims.email.trim() || !verified) throw unauthorized(EMAIL_NOT_VERIFIED, 'google-email-unverified');
    const [first = '', ...rest] = typeof claims.name === 'string' ? claims.name.trim().split(/\s+/) : [];
    return {
      sub: claims.sub,
      email: claims.email.trim(),
      givenName: typeof claims.given_name === 'string' ? claims.given_name.trim() : first,
      familyName: typeof claims.family_name === 'string' ? claims.family_name.trim() : rest.join(' '),
    };
  }
}

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/** The person who signs in at the provider's next /authorize. */
export interface ProviderIdentity {
  sub: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

/** Ways to make the provider misbehave, to prove the relying party notices. */
export interface Tampering {
  /** Put this nonce into the id_token instead of the one the client sent. */
  nonce?: string;
  audience?: string;
  issuer?: string;
  /** Issue an id_token that expired this many seconds ago. */
  expiredSecondsAgo?: number;
  /** Sign the id_token with a key that is not in the JWKS. */
  foreignKey?: boolean;
  /** Name another issuer in the discovery document. */
  discoveryIssuer?: string;
  /** Answer /authorize with `error=access_denied` (the user said no). */
  deny?: boolean;
}

interface IssuedCode {
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  identity: ProviderIdentity;
  expiresAt: number;
  used: boolean;
}

type Answer = { status: number; body?: unknown; location?: string };

const CODE_LIFETIME_MS = 60_000;

const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier, 'ascii').digest('base64url');

function safeEqual(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A minimal OpenID Connect provider on 127.0.0.1 for tests: discovery document, JWKS,
 * /authorize (signs `identity` in at once and redirects back with a code) and /token (checks
 * the code, client secret, redirect_uri and PKCE verifier, answers an RS256 id_token).
 */
export class TestOidcProvider {
  identity: ProviderIdentity = { sub: crypto.randomUUID(), email: 'someone@example.com' };
  tamper: Tampering = {};
  /** Why /token refused each refused request, in order (`error_description`). */
  readonly tokenRefusals: string[] = [];
  tokenRequests = 0;

  private readonly codes = new Map<string, IssuedCode>();
  private readonly kid = crypto.randomBytes(8).toString('hex');

  private constructor(
    private readonly server: http.Server,
    readonly issuer: string,
    private readonly client: { clientId: string; clientSecret: string },
    private readonly keys: { signing: CryptoKey; foreign: CryptoKey; publicJwk: Record<string, unknown> },
  ) {}

  static async start(client: { clientId: string; clientSecret: string }): Promise<TestOidcProvider> {
    const signing = await generateKeyPair('RS256');
    const foreign = await generateKeyPair('RS256');
    const publicJwk = { ...(await exportJWK(signing.publicKey)) } as Record<string, unknown>;
    let provider: TestOidcProvider | null = null;
    const server = http.createServer((req, res) => void provider!.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    provider = new TestOidcProvider(server, issuer, client, { signing: signing.privateKey, foreign: foreign.privateKey, publicJwk });
    return provider;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.issuer);
    let answer: Answer;
    try {
      answer = await this.route(req, url);
    } catch (err) {
      answer = { status: 500, body: { error: 'server_error', error_description: String(err) } };
    }
    if (answer.location) res.setHeader('location', answer.location);
    if (answer.body !== undefined) res.setHeader('content-type', 'application/json');
    res.writeHead(answer.status).end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
  }

  private async route(req: http.IncomingMessage, url: URL): Promise<Answer> {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') return { status: 200, body: this.discovery() };
    if (route === 'GET /jwks') return { status: 200, body: { keys: [{ ...this.keys.publicJwk, kid: this.kid, alg: 'RS256', use: 'sig' }] } };
    if (route === 'GET /authorize') return this.authorize(url.searchParams);
    if (route === 'POST /token') return this.token(req);
    return { status: 404, body: { error: 'not_found' } };
  }

  private discovery() {
    return {
      issuer: this.tamper.discoveryIssuer ?? this.issuer,
      authorization_endpoint: `${this.issuer}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    };
  }

  private authorize(params: URLSearchParams): Answer {
    const invalid = (description: string): Answer => ({ status: 400, body: { error: 'invalid_request', error_description: description } });
    const redirectUri = params.get('redirect_uri');
    if (params.get('client_id') !== this.client.clientId) return invalid('unknown client_id');
    if (!redirectUri || !URL.canParse(redirectUri)) return invalid('redirect_uri missing');
    if (params.get('response_type') !== 'code') return invalid('response_type must be code');
    if (!(params.get('scope') ?? '').split(' ').includes('openid')) return invalid('scope must include openid');
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) return invalid('PKCE S256 required');
    if (!params.get('state') || !params.get('nonce')) return invalid('state and nonce required');

    const back = new URL(redirectUri);
    back.searchParams.set('state', params.get('state')!);
    if (this.tamper.deny) {
      back.searchParams.set('error', 'access_denied');
      return { status: 302, location: back.toString() };
    }
    const code = crypto.randomBytes(24).toString('base64url');
    this.codes.set(code, {
      redirectUri,
      codeChallenge: params.get('code_challenge')!,
      nonce: params.get('nonce')!,
      identity: { ...this.identity },
      expiresAt: Date.now() + CODE_LIFETIME_MS,
      used: false,
    });
    back.searchParams.set('code', code);
    return { status: 302, location: back.toString() };
  }

  private clientAuthenticated(req: http.IncomingMessage, form: URLSearchParams): boolean {
    let [id, secret] = [form.get('client_id'), form.get('client_secret')];
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
    if (basic) [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return id === this.client.clientId && secret !== null && safeEqual(secret ?? '', this.client.clientSecret);
  }

  private async token(req: http.IncomingMessage): Promise<Answer> {
    this.tokenRequests++;
    const form = await readForm(req);
    const refuse = (status: number, error: string, description: string): Answer => {
      this.tokenRefusals.push(description);
      return { status, body: { error, error_description: description } };
    };
    if (!this.clientAuthenticated(req, form)) return refuse(401, 'invalid_client', 'client authentication failed');
    if (form.get('grant_type') !== 'authorization_code') return refuse(400, 'unsupported_grant_type', 'grant_type');
    const issued = this.codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.expiresAt < Date.now()) return refuse(400, 'invalid_grant', 'unknown or used code');
    issued.used = true;
    if (form.get('redirect_uri') !== issued.redirectUri) return refuse(400, 'invalid_grant', 'redirect_uri mismatch');
    const verifier = form.get('code_verifier') ?? '';
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) || !safeEqual(s256(verifier), issued.codeChallenge)) {
      return refuse(400, 'invalid_grant', 'code_verifier does not match');
    }
    const idToken = await this.idToken(issued);
    return { status: 200, body: { access_token: crypto.randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 3600, id_token: idToken } };
  }

  private idToken(issued: IssuedCode): Promise<string> {
    const { identity } = issued;
    const now = Math.floor(Date.now() / 1000);
    const expiredAgo = this.tamper.expiredSecondsAgo;
    const exp = expiredAgo === undefined ? now + 300 : now - expiredAgo;
    const name = [identity.givenName, identity.familyName].filter(Boolean).join(' ');
    return new SignJWT({
      nonce: this.tamper.nonce ?? issued.nonce,
      email: identity.email,
      email_verified: identity.emailVerified ?? true,
      ...(name ? { name } : {}),
      ...(identity.givenName ? { given_name: identity.givenName } : {}),
      ...(identity.familyName ? { family_name: identity.familyName } : {}),
      azp: this.client.clientId,
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setIssuer(this.tamper.issuer ?? this.issuer)
      .setAudience(this.tamper.audience ?? this.client.clientId)
      .setSubject(identity.sub)
      .setIssuedAt(Math.min(now, exp - 60))
      .setExpirationTime(exp)
      .sign(this.tamper.foreignKey ? this.keys.foreign : this.keys.signing);
  }
}

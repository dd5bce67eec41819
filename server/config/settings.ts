import path from 'node:path';
import { DEFAULT_SOCKET_TRANSPORTS, socketTransport, type SocketTransport } from '../../shared/schemas/realtime';

/** Server settings, read once from the environment (API.md "Running the server"). */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmails: string[];
  publicUrl: string | null;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  accessTokenTtl: number;
  socialUrl: string | null;
  jwtSecret: string | null;
  /** Directory holding the built web UI (index.html + assets). */
  webDir: string;
  /** Log each request to stdout. */
  logRequests: boolean;
  /** `SMTP_URL`: where mail is sent; null writes each mail to the log as one line instead. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender of every mail; null means `TeamTree <no-reply@<host of PUBLIC_URL>>`. */
  mailFrom: string | null;
  /** Origins besides `app://teamtree` whose pages may call the API with bearer tokens (`DESKTOP_ORIGINS`). */
  desktopOrigins: string[];
  /** The desktop app's update feed served under /updates/ (`UPDATES_DIR`); null: none. */
  updatesDir: string | null;
  /** Proxies in front of the server (TRUST_PROXY): the client address is that many hops from the right of X-Forwarded-For. */
  trustProxyHops: number;
  /**
   * `BODY_TIMEOUT_MS`: a request body must have arrived this long after reading began, else 408
   * (the import's body, up to 32 MiB, gets five times as long; docs/scaling.md "Request bodies").
   */
  bodyTimeoutMs: number;
  /**
   * `TWO_FACTOR_KEY`: the 32-byte key (base64 or 64 hex digits) that encrypts two-step sign-in
   * secrets at rest; null: one generated and kept in `DATA_DIR` (server/auth/two-factor-key.ts).
   */
  twoFactorKey: Buffer | null;
  /**
   * `MIGRATE`: whether a start runs the database migrations (default yes); `MIGRATE=0` for
   * deployments that run `npm run migrate` first: a start then refuses a schema that is behind.
   */
  migrate: boolean;
  /** `METRICS_TOKEN`: the bearer token `/api/metrics` asks for; null: no metrics (404). */
  metricsToken: string | null;
  /**
   * `SOCKET_TRANSPORTS`: `polling,websocket` (default) or `websocket` (no long-polling, so any
   * balancing works without sticky sessions); served to clients in `GET /api/config`.
   */
  socketTransports: SocketTransport[];
}

export const MAX_ACCESS_TOKEN_TTL = 900;
/** HS256 needs a key at least as long as its output (RFC 7518 3.2). */
export const MIN_JWT_SECRET_BYTES = 32;

export class SettingsError extends Error {}

/** The shortest METRICS_TOKEN taken (a guessable token would publish the server's figures). */
export const MIN_METRICS_TOKEN_LENGTH = 16;

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SettingsError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readString(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** A switch written `1` (on) or `0` (off); unset or empty: `fallback`. */
function readSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = readString(env, name);
  if (raw === null) return fallback;
  if (raw !== '0' && raw !== '1') throw new SettingsError(`${name} must be 1 or 0, got "${raw}"`);
  return raw === '1';
}

function readMetricsToken(env: NodeJS.ProcessEnv): string | null {
  const token = readString(env, 'METRICS_TOKEN');
  if (token !== null && token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new SettingsError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long (e.g. openssl rand -hex 24)`);
  }
  return token;
}

function readTransports(env: NodeJS.ProcessEnv): SocketTransport[] {
  const raw = readString(env, 'SOCKET_TRANSPORTS');
  if (raw === null) return [...DEFAULT_SOCKET_TRANSPORTS];
  const names = [...new Set(raw.split(',').map((name) => name.trim().toLowerCase()))];
  const transports = names.map((name) => socketTransport.safeParse(name));
  if (!names.includes('websocket') || transports.some((t) => !t.success)) {
    throw new SettingsError(`SOCKET_TRANSPORTS must be "websocket" or "polling,websocket", got "${raw}"`);
  }
  return transports.flatMap((t) => (t.success ? [t.data] : []));
}

function readJwtSecret(env: NodeJS.ProcessEnv): string | null {
  const secret = readString(env, 'JWT_SECRET');
  if (secret !== null && Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new SettingsError(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long (got ${Buffer.byteLength(secret, 'utf8')}); unset it to have one generated`,
    );
  }
  return secret;
}

/** `TWO_FACTOR_KEY`: 32 bytes written as 64 hex digits or as base64 (base64url too). */
function readKey(env: NodeJS.ProcessEnv, name: string): Buffer | null {
  const raw = readString(env, name);
  if (raw === null) return null;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw) ? Buffer.from(raw, 'base64') : null;
  if (key?.length !== 32) throw new SettingsError(`${name} must be 32 bytes written as 64 hex digits or in base64 (e.g. openssl rand -base64 32)`);
  return key;
}

function readUrl(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = readString(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingsError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new SettingsError(`${name} must start with ${protocols.join(' or ')}`);
  }
  return raw.replace(/\/+$/, '');
}

/** `DESKTOP_ORIGINS`: comma-separated origins such as `http://localhost:5173` (a desktop renderer in development). */
function readOrigins(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = readString(env, name);
  if (raw === null) return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new SettingsError(`${name} must list origins such as http://localhost:5173, got "${value}"`);
    }
    if (url.origin === 'null' || url.origin !== value.replace(/\/+$/, '')) {
      throw new SettingsError(`${name} must list origins (scheme, host and port only), got "${value}"`);
    }
    return url.origin;
  });
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Settings {
  const clientId = readString(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = readString(env, 'GOOGLE_CLIENT_SECRET');
  return {
    port: readInt(env, 'PORT', 3000, 0, 65535),
    host: readString(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(cwd, readString(env, 'DATA_DIR') ?? './data'),
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    publicUrl: readUrl(env, 'PUBLIC_URL', ['http:', 'https:']),
    google:
      clientId && clientSecret
        ? {
            clientId,
            clientSecret,
            issuer: readUrl(env, 'GOOGLE_ISSUER', ['http:', 'https:']) ?? 'https://accounts.google.com',
          }
        : null,
    accessTokenTtl: readInt(env, 'ACCESS_TOKEN_TTL', MAX_ACCESS_TOKEN_TTL, 1, MAX_ACCESS_TOKEN_TTL),
    socialUrl: readUrl(env, 'SOCIAL_URL', ['http:', 'https:']),
    jwtSecret: readJwtSecret(env),
    webDir: path.resolve(cwd, readString(env, 'WEB_DIR') ?? 'dist/web'),
    logRequests: env.LOG_REQUESTS !== '0',
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: readString(env, 'MAIL_FROM'),
    desktopOrigins: readOrigins(env, 'DESKTOP_ORIGINS'),
    updatesDir: readString(env, 'UPDATES_DIR') ? path.resolve(cwd, readString(env, 'UPDATES_DIR')!) : null,
    trustProxyHops: readInt(env, 'TRUST_PROXY', 0, 0, 10),
    bodyTimeoutMs: readInt(env, 'BODY_TIMEOUT_MS', 60_000, 100, 3_600_000),
    twoFactorKey: readKey(env, 'TWO_FACTOR_KEY'),
    migrate: readSwitch(env, 'MIGRATE', true),
    metricsToken: readMetricsToken(env),
    socketTransports: readTransports(env),
  };
}

/** The address users reach; PUBLIC_URL, else the address the server listens on. */
export function publicUrlOf(settings: Settings, listening: { host: string; port: number }): string {
  if (settings.publicUrl) return settings.publicUrl;
  const host = listening.host === '0.0.0.0' || listening.host === '::' ? '127.0.0.1' : listening.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}`;
}

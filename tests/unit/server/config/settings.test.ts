import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, publicUrlOf, SettingsError, type Settings } from '../../../../server/config/settings';

const CWD = path.resolve('/srv/teamtree');
const load = (env: Record<string, string>) => loadSettings(env, CWD);

describe('loadSettings', () => {
  it('needs no configuration: every default of API.md', () => {
    expect(load({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(CWD, 'data'),
      databaseUrl: null,
      adminEmails: [],
      publicUrl: null,
      google: null,
      accessTokenTtl: 900,
      socialUrl: null,
      jwtSecret: null,
      webDir: path.join(CWD, 'dist/web'),
      logRequests: true,
      smtpUrl: null,
      mailFrom: null,
      desktopOrigins: [],
      updatesDir: null,
      trustProxyHops: 0,
      bodyTimeoutMs: 60_000,
      twoFactorKey: null,
      migrate: true,
      metricsToken: null,
      socketTransports: ['polling', 'websocket'],
    });
  });

  it('reads SOCKET_TRANSPORTS as websocket, or polling and websocket in either order', () => {
    expect(load({ SOCKET_TRANSPORTS: 'websocket' }).socketTransports).toEqual(['websocket']);
    expect(load({ SOCKET_TRANSPORTS: ' Polling , websocket ' }).socketTransports).toEqual(['polling', 'websocket']);
    expect(load({ SOCKET_TRANSPORTS: 'websocket,polling' }).socketTransports).toEqual(['websocket', 'polling']);
    for (const bad of ['polling', 'websocket,carrier-pigeon', ',']) {
      expect(() => load({ SOCKET_TRANSPORTS: bad })).toThrow(/SOCKET_TRANSPORTS must be "websocket" or "polling,websocket"/);
    }
  });

  it('reads MIGRATE as 1 or 0', () => {
    expect(load({ MIGRATE: '0' }).migrate).toBe(false);
    expect(load({ MIGRATE: '1' }).migrate).toBe(true);
    expect(() => load({ MIGRATE: 'no' })).toThrow(/MIGRATE must be 1 or 0/);
  });

  it('reads METRICS_TOKEN and refuses one shorter than 16 characters', () => {
    expect(load({ METRICS_TOKEN: ' 0123456789abcdef ' }).metricsToken).toBe('0123456789abcdef');
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('reads SMTP_URL (smtp or smtps) and MAIL_FROM', () => {
    const settings = load({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Team <team@example.com>' });
    expect(settings.smtpUrl).toBe('smtps://user:secret@mail.example.com:465');
    expect(settings.mailFrom).toBe('Team <team@example.com>');
    expect(() => load({ SMTP_URL: 'http://mail.example.com' })).toThrow(SettingsError);
  });

  it('reads BODY_TIMEOUT_MS (100 ms to an hour)', () => {
    expect(load({ BODY_TIMEOUT_MS: '250' }).bodyTimeoutMs).toBe(250);
    expect(() => load({ BODY_TIMEOUT_MS: '50' })).toThrow(SettingsError);
  });

  it('reads UPDATES_DIR as a folder', () => {
    expect(load({ UPDATES_DIR: 'releases' }).updatesDir).toBe(path.join(CWD, 'releases'));
  });

  it('reads DESKTOP_ORIGINS as a list of origins', () => {
    expect(load({ DESKTOP_ORIGINS: 'http://localhost:5173, https://desk.example.com' }).desktopOrigins).toEqual(['http://localhost:5173', 'https://desk.example.com']);
  });

  it.each(['localhost:5173', 'http://localhost:5173/path', 'not a url'])('refuses DESKTOP_ORIGINS=%j', (raw) => {
    expect(() => load({ DESKTOP_ORIGINS: raw })).toThrow(SettingsError);
  });

  it.each([
    ['0', 0],
    ['8080', 8080],
    [' 8081 ', 8081],
    ['65535', 65535],
    ['', 3000],
  ])('reads PORT=%j as %d', (raw, port) => {
    expect(load({ PORT: raw }).port).toBe(port);
  });

  it.each(['65536', '-1', 'abc', '3.5', '1e3x'])('refuses PORT=%j', (raw) => {
    expect(() => load({ PORT: raw })).toThrow(SettingsError);
  });

  it.each([
    ['1', 1],
    ['900', 900],
  ])('reads ACCESS_TOKEN_TTL=%j', (raw, ttl) => {
    expect(load({ ACCESS_TOKEN_TTL: raw }).accessTokenTtl).toBe(ttl);
  });

  it.each(['0', '901', '3600', 'soon'])('refuses ACCESS_TOKEN_TTL=%j (1 to 900 seconds)', (raw) => {
    expect(() => load({ ACCESS_TOKEN_TTL: raw })).toThrow(/ACCESS_TOKEN_TTL/);
  });

  it('lower-cases and trims ADMIN_EMAILS and drops empty entries', () => {
    expect(load({ ADMIN_EMAILS: ' Boss@Example.COM, ,second@x.org,' }).adminEmails).toEqual(['boss@example.com', 'second@x.org']);
  });

  it('resolves DATA_DIR against the working directory and keeps absolute paths', () => {
    expect(load({ DATA_DIR: 'var/db' }).dataDir).toBe(path.join(CWD, 'var/db'));
    expect(load({ DATA_DIR: '/tmp/tt' }).dataDir).toBe(path.resolve('/tmp/tt'));
  });

  it.each(['postgres://u:p@localhost:5432/tt', 'postgresql://localhost/tt'])('accepts DATABASE_URL=%s', (url) => {
    expect(load({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it.each(['mysql://localhost/tt', 'not a url', 'localhost:5432'])('refuses DATABASE_URL=%j', (url) => {
    expect(() => load({ DATABASE_URL: url })).toThrow(SettingsError);
  });

  it('strips trailing slashes of PUBLIC_URL and refuses other schemes', () => {
    expect(load({ PUBLIC_URL: 'https://teamtree.example//' }).publicUrl).toBe('https://teamtree.example');
    expect(() => load({ PUBLIC_URL: 'ftp://teamtree.example' })).toThrow(/PUBLIC_URL/);
  });

  it('enables Google sign-in only with both client id and secret, Google as the default issuer', () => {
    expect(load({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(load({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(load({ GOOGLE_CLIENT_SECRET: 'secret' }).google).toBeNull();
    expect(load({ GOOGLE_CLIENT_ID: '  ', GOOGLE_CLIENT_SECRET: 'secret' }).google).toBeNull();
  });

  it('takes GOOGLE_ISSUER without its trailing slash', () => {
    const google = load({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:4444/' }).google;
    expect(google?.issuer).toBe('http://127.0.0.1:4444');
  });

  it('reads JWT_SECRET, SOCIAL_URL and LOG_REQUESTS', () => {
    const secret = 's3cret-'.repeat(5);
    const settings = load({ JWT_SECRET: ` ${secret} `, SOCIAL_URL: 'https://social.example/', LOG_REQUESTS: '0' });
    expect(settings.jwtSecret).toBe(secret);
    expect(settings.socialUrl).toBe('https://social.example');
    expect(settings.logRequests).toBe(false);
  });
});

describe('hardening settings', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes, with a message naming the setting', () => {
    expect(() => load({ JWT_SECRET: 'x'.repeat(31) })).toThrow(SettingsError);
    expect(() => load({ JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET must be at least 32 bytes/);
    // Bytes, not characters: 16 two-byte characters are enough.
    expect(load({ JWT_SECRET: 'ü'.repeat(16) }).jwtSecret).toBe('ü'.repeat(16));
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as a hop count', (raw, hops) => {
    expect(load({ TRUST_PROXY: raw }).trustProxyHops).toBe(hops);
  });

  it.each(['true', '-1', '1.5', '11'])('refuses TRUST_PROXY=%s', (raw) => {
    expect(() => load({ TRUST_PROXY: raw })).toThrow(SettingsError);
  });

  it('reads TWO_FACTOR_KEY as 32 bytes in hex or base64 and refuses anything else', () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7));
    for (const written of [key.toString('hex'), key.toString('hex').toUpperCase(), key.toString('base64'), key.toString('base64url')]) {
      expect(load({ TWO_FACTOR_KEY: ` ${written} ` }).twoFactorKey).toEqual(key);
    }
    for (const bad of ['x'.repeat(64), key.subarray(0, 31).toString('hex'), key.subarray(0, 31).toString('base64'), 'secret']) {
      expect(() => load({ TWO_FACTOR_KEY: bad })).toThrow(/TWO_FACTOR_KEY must be 32 bytes/);
    }
  });
});

describe('publicUrlOf', () => {
  const base = load({});
  const withPublic: Settings = { ...base, publicUrl: 'https://teamtree.example' };

  it('answers PUBLIC_URL when set', () => {
    expect(publicUrlOf(withPublic, { host: '0.0.0.0', port: 3000 })).toBe('https://teamtree.example');
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:4000'],
    ['0.0.0.0', 'http://127.0.0.1:4000'],
    ['::', 'http://127.0.0.1:4000'],
    ['::1', 'http://[::1]:4000'],
    ['teamtree.local', 'http://teamtree.local:4000'],
  ])('otherwise derives it from the listening host %s', (host, url) => {
    expect(publicUrlOf(base, { host, port: 4000 })).toBe(url);
  });
});

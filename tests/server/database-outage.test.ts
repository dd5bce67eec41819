import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../../server/db/connect';
import { registerUser, type TestUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { pollUntil } from '../support/poll';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { connectionUrlOf, createTestDatabase, testDatabaseKind } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A server whose every connection to PostgreSQL (pool, realtime adapter) goes through a TCP
 * proxy the test cuts and restores: the database going away and coming back as the server sees
 * it, without stopping the PostgreSQL other suites use. While it is away, requests get 503 with
 * Retry-After (never 500), /api/ready is 503 and /api/health (liveness) stays 200.
 */

const UNAVAILABLE = { error: 'The service is temporarily unavailable. Try again shortly.', code: 'unavailable' };

describe.runIf(testDatabaseKind() === 'postgres')('the database going away and coming back', () => {
  let database: Database;
  let proxy: TcpProxy;
  let server: TestServer;
  let api: ApiClient;
  let user: TestUser;
  const errors: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(connectionUrlOf(database)!);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const log = { log: () => {}, warn: () => {}, error: (...args: unknown[]) => void errors.push(args.map(String).join(' ')) };
    server = await startTestServer({}, { database: await connectPostgres(proxied.toString(), 5), log });
    api = new ApiClient(server.url);
    user = await registerUser(api);
  });
  afterAll(async () => {
    proxy?.restore();
    await server?.close();
    await proxy?.close();
    await database?.close();
  });

  it('answers 503 with Retry-After while it is away, /api/ready too, and serves again once it is back', async () => {
    expect((await api.get('/api/ready')).body).toEqual({ ok: true });

    proxy.cut();
    // Readiness reuses its database answer for up to a second: wait for it to notice.
    const notReady = await pollUntil(() => api.get('/api/ready'), (res) => res.status === 503);
    expect(notReady.body).toEqual({ error: expect.any(String), code: 'unavailable' });
    expect(notReady.headers.get('retry-after')).toBe('5');

    const me = await api.get('/api/auth/me', { token: user.access });
    expect(me.status).toBe(503);
    expect(me.headers.get('retry-after')).toBe('5');
    expect(me.body).toEqual(UNAVAILABLE);
    const login = await api.post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(503);
    expect(login.body).toEqual(UNAVAILABLE);
    // Liveness: the process still serves.
    expect((await api.get('/api/health')).status).toBe(200);

    proxy.restore();
    await pollUntil(() => api.get('/api/ready'), (res) => res.status === 200, { timeoutMs: 15_000 });
    expect((await api.get('/api/auth/me', { token: user.access })).status).toBe(200);
    expect(errors.filter((line) => line.includes('[error]'))).toEqual([]);
  }, 60_000);
});

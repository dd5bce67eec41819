import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/http';
import { startTestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { testDatabaseKind } from '../support/test-database';
import { registerUser } from '../support/accounts';
import { connect, disconnected } from '../realtime/socket-helpers';

const backend = useTestServer();
const { api } = backend;


describe('GET /api/health', () => {
  it('answers ok with the database kind', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, database: testDatabaseKind() });
  });
});

describe('GET /api/ready', () => {
  it('answers ok while the database answers and realtime listens', async () => {
    const res = await api.get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('turns not ready as soon as the shutdown begins, before any socket closes (drain)', async () => {
    const other = await startTestServer();
    const user = await registerUser(new ApiClient(other.url));
    const socket = await connect(other.url, user.access);
    const order: string[] = [];
    const socketClosed = disconnected(socket).then(() => order.push('socket closed'));
    const closing = other.close();
    order.push(`ready: ${(await other.context.readiness.check()) ?? 'yes'}`);
    await closing;
    await socketClosed;
    expect(order).toEqual(['ready: The server is shutting down.', 'socket closed']);
  });
});

describe('HTTP basics', () => {
  it('answers an unknown /api path with 404 JSON, not the web app', async () => {
    const res = await api.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String), code: 'not-found' });
  });

  it('answers a known path with an unserved method with 405', async () => {
    const res = await api.request('PUT', '/api/auth/login', {});
    expect(res.status).toBe(405);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await api.post('/api/auth/login', undefined, { raw: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await api.post('/api/auth/login', undefined, { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10), password: 'x' });
    const res = await api.post('/api/auth/login', undefined, { raw: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('serves the web app for client routes', async () => {
    const res = await fetch(`${backend.url}/teamtree?teamtreeId=x`);
    // 503 only while the web build is missing (npm start and npm test build it first).
    expect([200, 503]).toContain(res.status);
    if (res.status === 200) expect(await res.text()).toContain('<div id="root">');
    else expect(await res.text()).toMatch(/not been built/);
  });
});

describe('GET /api/config', () => {
  it('answers the public client settings without sign-in', async () => {
    const res = await api.get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ socialUrl: null, googleSignIn: false, socketTransports: ['polling', 'websocket'] });
  });

  it('names SOCIAL_URL when it is set', async () => {
    const other = await startTestServer({ SOCIAL_URL: 'https://www.instagram.com/teamtree' });
    try {
      const res = await new ApiClient(other.url).get('/api/config');
      expect(res.body.socialUrl).toBe('https://www.instagram.com/teamtree');
    } finally {
      await other.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();

describe('CORS for the desktop renderer', () => {
  it('answers the preflight of the desktop origin', async () => {
    const res = await fetch(`${backend.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'app://teamtree', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('app://teamtree');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it('lets the desktop renderer send Idempotency-Key and read Idempotent-Replayed', async () => {
    const preflight = await fetch(`${backend.url}/api/teamtree/profile`, {
      method: 'OPTIONS',
      headers: { origin: 'app://teamtree', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.split(',')).toContain('Idempotency-Key');
    const answer = await fetch(`${backend.url}/api/teamtree/profile`, { method: 'PUT', headers: { origin: 'app://teamtree', 'idempotency-key': 'k1' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-expose-headers')?.split(',')).toContain('Idempotent-Replayed');
  });

  it('gives no CORS headers to other origins', async () => {
    const res = await fetch(`${backend.url}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks answers to the desktop origin', async () => {
    const res = await fetch(`${backend.url}/api/health`, { headers: { origin: 'app://teamtree' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('app://teamtree');
  });
});

describe('CORS never invites credentials', () => {
  it('preflights and answers carry no Access-Control-Allow-Credentials, and preflights are cached', async () => {
    const preflight = await fetch(`${backend.url}/api/teamtree/status`, {
      method: 'OPTIONS',
      headers: { origin: 'app://teamtree', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(Number(preflight.headers.get('access-control-max-age'))).toBeGreaterThanOrEqual(600);
    const answer = await fetch(`${backend.url}/api/teamtree/status`, { headers: { origin: 'app://teamtree' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe('app://teamtree');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('covers the Socket.IO endpoint for the desktop origin only', async () => {
    const poll = (origin: string) => fetch(`${backend.url}/api/socket/?EIO=4&transport=polling`, { headers: { origin } });
    const desktop = await poll('app://teamtree');
    expect(desktop.headers.get('access-control-allow-origin')).toBe('app://teamtree');
    expect(desktop.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await poll('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives no CORS headers outside /api', async () => {
    const res = await fetch(`${backend.url}/`, { headers: { origin: 'app://teamtree' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

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

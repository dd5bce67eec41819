import { describe, expect, it } from 'vitest';
import { connect, join } from '../realtime/socket-helpers';
import { registerUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { testDatabaseKind } from '../support/test-database';
import { startTestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { createTree } from './trees-fixtures';

const TOKEN = 'metrics-token-0123456789abcdef';
const backend = useTestServer({ METRICS_TOKEN: TOKEN });
const { api } = backend;

/** The value of one sample in Prometheus' text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const res = await fetch(`${backend.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

describe('GET /api/metrics with METRICS_TOKEN set', () => {
  it('asks for the token: none or a wrong one gets 401 with WWW-Authenticate', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const res = await api.get('/api/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String), code: 'unauthorized' });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('counts requests by the route pattern and status, with latency buckets, never the raw path', async () => {
    const secret = 'a'.repeat(40);
    expect((await api.get(`/api/teamtree/join/${secret}/info`)).status).toBe(404);
    expect((await api.get('/api/health')).status).toBe(200);
    expect((await api.get('/api/health')).status).toBe(200);
    expect((await api.get('/api/no-such-thing/42')).status).toBe(404);

    const text = await scrape();
    expect(text).not.toContain(secret);
    expect(text).not.toContain('no-such-thing');
    const health = { method: 'GET', route: '/api/health', status: '200' };
    expect(sample(text, 'teamtree_http_request_duration_seconds_count', health)).toBe(2);
    expect(sample(text, 'teamtree_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(2);
    expect(sample(text, 'teamtree_http_request_duration_seconds_count', { route: '/api/teamtree/join/:token/info', status: '404' })).toBe(1);
    expect(sample(text, 'teamtree_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
  });

  it("shows the database pool's use and size", async () => {
    const text = await scrape();
    for (const state of ['used', 'free', 'creating', 'waiting']) {
      expect(sample(text, 'teamtree_db_pool_connections', { state }), state).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'teamtree_db_pool_max')).toBeGreaterThan(0);
  });

  it("shows this instance's open sockets and tree rooms, and the events it published to and received from others", async () => {
    const user = await registerUser(api);
    const teamtreeId = await createTree(api, user.access);
    const socket = await connect(backend.url, user.access);
    try {
      await join(socket, teamtreeId);
      const text = await scrape();
      expect(sample(text, 'teamtree_realtime_sockets')).toBe(1);
      expect(sample(text, 'teamtree_realtime_rooms')).toBe(1);
      const published = sample(text, 'teamtree_realtime_events_published_total');
      // Alone on the embedded database nothing crosses instances; on PostgreSQL at least the
      // adapter's heartbeats go out.
      if (testDatabaseKind() === 'embedded') expect(published).toBe(0);
      else expect(published).toBeGreaterThan(0);
      expect(sample(text, 'teamtree_realtime_events_received_total')).toBeGreaterThanOrEqual(0);
    } finally {
      socket.disconnect();
    }
  });

  it('keeps each server its own figures (one registry per server, not the process-wide one)', async () => {
    const other = await startTestServer({ METRICS_TOKEN: TOKEN });
    try {
      expect((await new ApiClient(other.url).get('/api/config')).status).toBe(200);
      const theirs = await (await fetch(`${other.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(sample(theirs, 'teamtree_http_request_duration_seconds_count', { route: '/api/config' })).toBe(1);
      expect(sample(await scrape(), 'teamtree_http_request_duration_seconds_count', { route: '/api/config' })).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

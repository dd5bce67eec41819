import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiClient, buildUrl } from '../../../desktop/renderer/src/api/client';
import { ApiError, errorMessage } from '../../../desktop/renderer/src/api/errors';
import type { Platform } from '../../../desktop/renderer/src/platform/platform';
import { Session } from '../../../desktop/renderer/src/session/session';
import { STORAGE_KEYS } from '../../../desktop/renderer/src/session/storage-keys';
import { deferred, deviceClock, fakeToken, jsonResponse, memoryStore, serverToken, webHost } from './fakes';

/** A host whose refresh goes through the same fake fetch (as the web platform does). */
function fakePlatform(fetchImpl: typeof fetch): Platform {
  return webHost(async () => {
    const response = await fetchImpl('/api/auth/refresh', { method: 'POST', credentials: 'include', body: '{}' });
    return { status: response.status, body: await response.json().catch(() => null) };
  });
}

const later = () => fakeToken(Date.now() + 600_000);

/** A client over a fake fetch; `handler` answers every non-refresh call. */
function setup(
  handler: (url: string, init: RequestInit, token: string | null) => Response | Promise<Response>,
  refreshAnswers: Array<() => Response | Promise<Response>> = [],
  now: () => number = Date.now,
) {
  const storage = memoryStore({ [STORAGE_KEYS.refreshMarker]: '1' });
  const calls: Array<{ url: string; token: string | null }> = [];
  let refreshCalls = 0;
  const fetchImpl = vi.fn(async (input: Parameters<typeof fetch>[0], init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const token = headers.Authorization?.replace('Bearer ', '') ?? null;
    calls.push({ url, token });
    expect(init.credentials).toBe('include');
    if (url.endsWith('/auth/refresh')) {
      const answer = refreshAnswers[refreshCalls++];
      return answer ? answer() : jsonResponse(401, { error: 'no' });
    }
    return handler(url, init, token);
  }) as unknown as typeof fetch;
  const holder: { client?: ApiClient } = {};
  const session = new Session({ storage, refresh: () => holder.client!.refreshAccess(), now });
  const platform = fakePlatform(fetchImpl);
  const client = new ApiClient({ session, platform: () => platform, fetch: fetchImpl });
  holder.client = client;
  return { client, session, storage, calls, refreshCount: () => refreshCalls };
}

describe('ApiClient', () => {
  it('attaches the bearer token and parses the answer with the schema', async () => {
    const { client, session, calls } = setup(() => jsonResponse(200, { id: 'x', extra: 1 }));
    const token = later();
    session.setAccess(token);
    const answer = await client.get('/things', { schema: z.object({ id: z.string() }), query: { a: 'b', empty: '' } });
    expect(answer).toEqual({ id: 'x' });
    expect(calls[0]).toEqual({ url: '/api/things?a=b', token });
  });

  it('answers a 401 with one refresh and one retry', async () => {
    const fresh = later();
    const { client, session, calls, refreshCount } = setup(
      (_url, _init, token) => (token === fresh ? jsonResponse(200, { ok: true }) : jsonResponse(401, { error: 'expired' })),
      [() => jsonResponse(200, { access: fresh })],
    );
    session.setAccess(later());
    expect(await client.get('/me')).toEqual({ ok: true });
    expect(refreshCount()).toBe(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/me', '/api/auth/refresh', '/api/me']);
    expect(session.token).toBe(fresh);
  });

  it('retries only once: a second 401 is passed on', async () => {
    const { client, session, refreshCount } = setup(() => jsonResponse(401, { error: 'still no' }), [() => jsonResponse(200, { access: later() })]);
    session.setAccess(later());
    await expect(client.get('/me')).rejects.toMatchObject({ status: 401, message: 'still no' });
    expect(refreshCount()).toBe(1);
  });

  it('clears the session and passes the original error on when the refresh fails', async () => {
    const { client, session, storage } = setup(() => jsonResponse(401, { error: 'Unauthorized' }), [() => jsonResponse(401, { error: 'bad refresh' })]);
    session.setAccess(later());
    await expect(client.get('/me')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(session.token).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.access)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshMarker)).toBeNull();
  });

  it('makes concurrent 401s share one refresh', async () => {
    const gate = deferred<Response>();
    const fresh = later();
    const { client, session, calls, refreshCount } = setup(
      (_url, _init, token) => (token === fresh ? jsonResponse(200, { ok: true }) : jsonResponse(401, {})),
      [() => gate.promise],
    );
    session.setAccess(later());
    const all = Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    // All three were refused and the refresh is under way before it answers.
    await vi.waitFor(() => expect([calls.length, refreshCount()]).toEqual([4, 1]));
    gate.resolve(jsonResponse(200, { access: fresh }));
    expect(await all).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCount()).toBe(1);
  });

  it('makes a request wait for a refresh in flight and then use the new token', async () => {
    const gate = deferred<Response>();
    const fresh = later();
    const { client, session, calls } = setup(() => jsonResponse(200, { ok: true }), [() => gate.promise]);
    session.setAccess(later());
    const refreshing = session.refresh();
    const request = client.get('/after');
    // The refresh has gone out; the request is still held back.
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/auth/refresh'));
    expect(calls.some((c) => c.url === '/api/after')).toBe(false);
    gate.resolve(jsonResponse(200, { access: fresh }));
    await refreshing;
    await request;
    expect(calls.find((c) => c.url === '/api/after')?.token).toBe(fresh);
  });

  it('does not refresh on a 401 of a call made without auth (login)', async () => {
    const { client, refreshCount } = setup(() => jsonResponse(401, { error: 'Invalid email or password' }));
    await expect(client.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(refreshCount()).toBe(0);
  });

  it('refreshes a known-expired token before sending', async () => {
    const fresh = later();
    const clock = deviceClock(Date.now());
    const { client, session, calls } = setup(() => jsonResponse(200, { ok: true }), [() => jsonResponse(200, { access: fresh })], clock.now);
    session.setAccess(serverToken(Date.now(), 60_000));
    clock.advance(60_000);
    await client.get('/x');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/x']);
    expect(calls[1].token).toBe(fresh);
  });
});

describe('ApiClient with a device clock years off the server clock', () => {
  const SERVER_NOW = 1_800_000_000_000;
  const LIFETIME = 900_000;
  const YEARS = 3 * 365 * 86_400_000;
  /** A server that accepts a token until its lifetime ran out on the server's own clock. */
  function server(clock: ReturnType<typeof deviceClock>, skew: number) {
    let issued = 0;
    let rejected = 0;
    const valid = new Map<string, number>();
    const issue = () => {
      const token = serverToken(clock.now() - skew, LIFETIME, `t${++issued}`);
      valid.set(token, clock.now() - skew + LIFETIME);
      return token;
    };
    const handler = (_url: string, _init: RequestInit, token: string | null) => {
      if (token && (valid.get(token) ?? 0) > clock.now() - skew) return jsonResponse(200, { ok: true });
      rejected += 1;
      return jsonResponse(401, { error: 'expired' });
    };
    const refreshes = Array.from({ length: 20 }, () => () => jsonResponse(200, { access: issue() }));
    return { issue, handler, refreshes, rejected: () => rejected };
  }

  for (const [label, skew] of [
    ['ahead', YEARS],
    ['behind', -YEARS],
  ] as const) {
    it(`device ${label} by three years: uses a fresh token without refreshing, and an expired one never`, async () => {
      const clock = deviceClock(SERVER_NOW + skew);
      const fake = server(clock, skew);
      const { client, session, calls, refreshCount } = setup(fake.handler, fake.refreshes, clock.now);
      session.setAccess(fake.issue());
      for (let minute = 0; minute < 14; minute += 1) {
        expect(await client.get('/me')).toEqual({ ok: true });
        clock.advance(60_000);
      }
      expect(refreshCount()).toBe(0);
      clock.advance(LIFETIME);
      expect(session.token).toBeNull();
      expect(await client.get('/me')).toEqual({ ok: true });
      expect(refreshCount()).toBe(1);
      expect(calls.map((c) => c.url).slice(-2)).toEqual(['/api/auth/refresh', '/api/me']);
      expect(fake.rejected()).toBe(0);
    });
  }

  it('a reload keeps the deadline measured at receipt, on the device clock', () => {
    const clock = deviceClock(SERVER_NOW + YEARS);
    const storage = memoryStore({});
    const token = serverToken(SERVER_NOW, LIFETIME);
    new Session({ storage, refresh: async () => token, now: clock.now }).setAccess(token);
    clock.advance(LIFETIME / 2);
    const reloaded = new Session({ storage, refresh: async () => token, now: clock.now });
    expect(reloaded.token).toBe(token);
    clock.advance(LIFETIME / 2);
    expect(reloaded.token).toBeNull();
  });
});

describe('errorMessage', () => {
  it('prefers a non-empty error field of the answer', () => {
    expect(errorMessage(new ApiError(409, { error: 'Email taken' }), 'Login failed')).toBe('Email taken');
  });
  it('falls back to the error message, then to the fallback', () => {
    expect(errorMessage(new ApiError(500, { error: '  ' }), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new ApiError(500, null))).toBe('Fehler');
    expect(errorMessage(new Error('Network down'), 'Save failed')).toBe('Network down');
    expect(errorMessage({ error: 'plain object' })).toBe('plain object');
    expect(errorMessage(undefined)).toBe('Fehler');
    expect(errorMessage(new Error(''), 'Could not complete registration')).toBe('Could not complete registration');
  });
});

describe('buildUrl', () => {
  it('leaves out empty query values and encodes the rest', () => {
    expect(buildUrl('/api', '/teamtree/status', { teamtreeId: 'a b', x: undefined, y: null })).toBe('/api/teamtree/status?teamtreeId=a+b');
  });
});

describe('ApiClient credentials per host', () => {
  it('sends cookies on the web and never from the desktop renderer (another origin: bearer tokens only)', async () => {
    const seen: Array<RequestInit['credentials']> = [];
    const fetchImpl = (async (_input: Parameters<typeof fetch>[0], init: RequestInit = {}) => {
      seen.push(init.credentials!);
      return jsonResponse(200, { ok: true });
    }) as typeof fetch;
    const session = new Session({ storage: memoryStore({}), refresh: async () => 'never' });
    const web = fakePlatform(fetchImpl);
    const desktop: Platform = { ...web, kind: 'desktop', serverUrl: 'https://teamtree.example' };
    await new ApiClient({ session, platform: () => web, fetch: fetchImpl }).get('/health', { auth: false });
    await new ApiClient({ session, platform: () => desktop, fetch: fetchImpl }).get('/health', { auth: false });
    expect(seen).toEqual(['include', 'omit']);
  });

  describe('getUnlessUnchanged', () => {
    const schema = z.object({ n: z.number() });
    const tagged = (status: number, body: unknown, etag: string) => {
      const response = jsonResponse(status, body);
      response.headers.set('ETag', etag);
      return response;
    };

    it('reads in full with the tag when none is held', async () => {
      const sent: Array<string | undefined> = [];
      const { client, session } = setup((_url, init) => {
        sent.push((init.headers as Record<string, string>)['If-None-Match']);
        return tagged(200, { n: 1 }, 'W/"one"');
      });
      session.setAccess(later());
      expect(await client.getUnlessUnchanged('/status', null, { schema })).toEqual({ unchanged: false, etag: 'W/"one"', data: { n: 1 } });
      expect(sent).toEqual([undefined]);
    });

    it('sends the held tag and answers unchanged on 304, also after a refresh and retry', async () => {
      const fresh = later();
      const sent: Array<string | undefined> = [];
      const { client, session } = setup(
        (_url, init, token) => {
          sent.push((init.headers as Record<string, string>)['If-None-Match']);
          return token === fresh ? new Response(null, { status: 304 }) : jsonResponse(401, { error: 'expired' });
        },
        [() => jsonResponse(200, { access: fresh })],
      );
      session.setAccess(later());
      expect(await client.getUnlessUnchanged('/status', 'W/"one"', { schema })).toEqual({ unchanged: true });
      expect(sent).toEqual(['W/"one"', 'W/"one"']);
    });

    it('answers the new answer and tag when the held one is outdated, and throws on errors', async () => {
      let status = 200;
      const { client, session } = setup(() => (status === 200 ? tagged(200, { n: 2 }, 'W/"two"') : jsonResponse(status, { error: 'Not a member' })));
      session.setAccess(later());
      expect(await client.getUnlessUnchanged('/status', 'W/"one"', { schema })).toEqual({ unchanged: false, etag: 'W/"two"', data: { n: 2 } });
      status = 403;
      await expect(client.getUnlessUnchanged('/status', 'W/"one"', { schema })).rejects.toMatchObject({ status: 403 });
    });
  });
});

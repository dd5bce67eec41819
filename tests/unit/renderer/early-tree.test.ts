import fs from 'node:fs';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, takeEarlyMe, takeEarlyTree, type EarlyRequest, type EarlyTreeAnswer, type EarlyTreeRequest } from '../../../desktop/renderer/src/api/early-tree';
import { SHELL_PAGES } from '../../../desktop/renderer/src/routes/shell-pages';
import { Session } from '../../../desktop/renderer/src/session/session';
import { STORAGE_KEYS, type KeyValueStore } from '../../../desktop/renderer/src/session/storage-keys';
import { writeStoredAccess } from '../../../desktop/renderer/src/session/stored-access';
import { fakeToken, memoryStore, serverToken } from './fakes';

/**
 * The page's early script (desktop/renderer/public/early-tree.js, plain JS outside the bundle) and
 * its consumer (api/early-tree.ts). The script reads the stored session on its own; it must ask
 * for the tree exactly when the app's Session would find its stored token usable, or the app's
 * own read would never match it (or it would send a token the app already gave up on).
 */
const SCRIPT = fs.readFileSync(new URL('../../../desktop/renderer/public/early-tree.js', import.meta.url), 'utf8');
const NOW = 1_800_000_000_000;

interface Page {
  url?: string;
  local?: KeyValueStore;
  transient?: KeyValueStore;
  desktop?: boolean;
  answer?: () => Promise<{ ok: boolean; status: number; etag?: string; body?: unknown }>;
}

interface Sent {
  url: string;
  init: { headers: Record<string, string>; credentials: string };
}

/** Runs the early script on a page; answers what it left on `window` and the requests it sent. */
function runEarlyScript(page: Page): { early: EarlyTreeRequest | undefined; me: EarlyRequest | undefined; sent: Sent[]; trees: Sent[] } {
  const url = new URL(page.url ?? 'https://teamtree.example/teamtree');
  const sent: Sent[] = [];
  const respond = page.answer ?? (async () => ({ ok: true, status: 200, etag: 'W/"t1"', body: { teamtree: {} } }));
  const fetch = async (requestUrl: string, init: Sent['init']) => {
    sent.push({ url: requestUrl, init });
    const answer = await respond();
    return { ok: answer.ok, status: answer.status, headers: { get: (name: string) => (name === 'etag' ? (answer.etag ?? null) : null) }, json: async () => answer.body };
  };
  class FixedDate extends Date {
    static override now() {
      return NOW;
    }
  }
  const window: Record<string, unknown> = page.desktop ? { teamtreeDesktop: {} } : {};
  const context = vm.createContext({
    window,
    location: { protocol: url.protocol, pathname: url.pathname, search: url.search },
    localStorage: page.local ?? memoryStore(),
    sessionStorage: page.transient ?? memoryStore(),
    URLSearchParams,
    fetch,
    performance: { now: () => 1234 },
    atob,
    Date: FixedDate,
    JSON,
  });
  vm.runInContext(SCRIPT, context);
  const trees = sent.filter((request) => request.url.startsWith('/api/teamtree/status'));
  return { early: window.teamtreeEarlyTree as EarlyTreeRequest | undefined, me: window.teamtreeEarlyMe as EarlyRequest | undefined, sent, trees };
}

const withTree = (store: KeyValueStore, id = 'tree-1') => (store.setItem(STORAGE_KEYS.activeTree, id), store);
const stored = (token: string, deadline: number | null, store = memoryStore()) => (writeStoredAccess(store, { token, deadline }), store);

describe('the early script asks for the tree exactly when the app would use the stored token', () => {
  const cases: [string, () => { local: KeyValueStore; transient: KeyValueStore }][] = [
    ['a token with its deadline ahead', () => ({ local: stored(fakeToken(NOW + 600_000), NOW + 60_000), transient: memoryStore() })],
    ['a token whose deadline passed (exp still ahead)', () => ({ local: stored(fakeToken(NOW + 600_000), NOW - 1), transient: memoryStore() })],
    ['a token without a recorded deadline, exp ahead', () => ({ local: stored(serverToken(NOW - 60_000, 900_000), null), transient: memoryStore() })],
    ['a token without a recorded deadline, exp passed', () => ({ local: stored(serverToken(NOW - 960_000, 900_000), null), transient: memoryStore() })],
    [
      "a deadline recorded for another token (this one's exp ahead)",
      () => {
        const local = stored(fakeToken(NOW + 600_000), null);
        local.setItem(STORAGE_KEYS.accessDeadline, JSON.stringify({ for: 'someone-else', until: NOW - 1 }));
        return { local, transient: memoryStore() };
      },
    ],
    ['a device clock behind the server: exp passed, the deadline ahead', () => ({ local: stored(fakeToken(NOW - 60_000), NOW + 60_000), transient: memoryStore() })],
    ['not a token at all', () => ({ local: memoryStore({ [STORAGE_KEYS.access]: 'garbage' }), transient: memoryStore() })],
    ['a sign-in without "Keep me logged in" (session storage)', () => ({ local: memoryStore(), transient: stored(fakeToken(NOW + 600_000), NOW + 60_000) })],
    ['an expired kept token beside a valid one in session storage', () => ({ local: stored(fakeToken(NOW - 1000), NOW - 1000), transient: stored(fakeToken(NOW + 600_000), NOW + 60_000) })],
    ['nothing stored', () => ({ local: memoryStore(), transient: memoryStore() })],
  ];

  it.each(cases)('%s', (_name, make) => {
    const { local, transient } = make();
    const session = new Session({ storage: local, transientStorage: transient, refresh: async () => 'x', now: () => NOW });
    const { early, me, sent } = runEarlyScript({ local: withTree(local), transient });
    // The tree and the sign-in check, or nothing.
    expect(sent.map((request) => request.url.split('?')[0])).toEqual(session.token ? ['/api/teamtree/status', '/api/auth/me'] : []);
    expect(early?.token ?? null).toBe(session.token);
    expect(me?.token ?? null).toBe(session.token);
    for (const request of sent) expect(request.init.headers).toEqual({ Accept: 'application/json', Authorization: `Bearer ${session.token}` });
  });
});

describe('the early script: which page, which tree', () => {
  const signedIn = () => withTree(stored(fakeToken(NOW + 600_000), NOW + 60_000), 'stored-tree');

  it("asks for the tree page's ?teamtreeId= over the stored choice, and the stored choice on other shell pages", () => {
    expect(runEarlyScript({ url: 'https://t.example/teamtree?teamtreeId=a%20b', local: signedIn() }).trees[0].url).toBe('/api/teamtree/status?teamtreeId=a%20b');
    expect(runEarlyScript({ url: 'https://t.example/today', local: signedIn() }).trees[0].url).toBe('/api/teamtree/status?teamtreeId=stored-tree');
    expect(runEarlyScript({ url: 'https://t.example/dashboard?teamtreeId=other', local: signedIn() }).trees[0].url).toBe('/api/teamtree/status?teamtreeId=stored-tree');
  });

  it('asks on every page inside the shell, as the warm start does', () => {
    for (const path of SHELL_PAGES) expect(runEarlyScript({ url: `https://t.example${path}`, local: signedIn() }).sent, path).toHaveLength(2);
    const script = /SHELL_PAGES = (\[[^\]]*\])/.exec(SCRIPT)![1];
    expect(new Set(JSON.parse(script.replace(/'/g, '"')) as string[])).toEqual(SHELL_PAGES);
  });

  it('without a tree to show asks only the sign-in check', () => {
    const { early, me, sent } = runEarlyScript({ url: 'https://t.example/teamtree', local: stored(fakeToken(NOW + 600_000), NOW + 60_000) });
    expect(sent.map((request) => request.url)).toEqual(['/api/auth/me']);
    expect(early).toBeUndefined();
    expect(me?.token).toBeDefined();
  });

  it('asks for nothing outside the shell or in the desktop app', () => {
    expect(runEarlyScript({ url: 'https://t.example/auth/signin', local: signedIn() }).sent).toEqual([]);
    expect(runEarlyScript({ url: 'https://t.example/join/request/abc', local: signedIn() }).sent).toEqual([]);
    expect(runEarlyScript({ url: 'https://t.example/teamtree', local: signedIn(), desktop: true }).sent).toEqual([]);
    expect(runEarlyScript({ url: 'app://teamtree/teamtree', local: signedIn() }).sent).toEqual([]);
  });

  it("leaves the answer's tag and body, or null for an error status or a failed request", async () => {
    const ok = runEarlyScript({ local: signedIn(), answer: async () => ({ ok: true, status: 200, etag: 'W/"abc"', body: { teamtree: { profiles: [] } } }) });
    expect(await ok.early!.answer).toEqual({ etag: 'W/"abc"', body: { teamtree: { profiles: [] } } });
    expect(ok.early!.answeredAt).toBe(1234);
    const refused = runEarlyScript({ local: signedIn(), answer: async () => ({ ok: false, status: 401, body: { error: 'Unauthorized' } }) });
    expect(await refused.early!.answer).toBeNull();
    const offline = runEarlyScript({ local: signedIn(), answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await offline.early!.answer).toBeNull();
  });
});

describe('takeEarlyTree', () => {
  const scope = globalThis as { window?: { teamtreeEarlyTree?: EarlyTreeRequest } };
  const answer: Promise<EarlyTreeAnswer | null> = Promise.resolve({ etag: 'W/"t"', body: {} });
  const leave = (early: Partial<EarlyTreeRequest>) => {
    scope.window = { teamtreeEarlyTree: { teamtreeId: 'tree-1', token: 'tok', answeredAt: null, answer, ...early } };
  };
  afterEach(() => {
    delete scope.window;
  });

  it('hands the answer for its tree and token over once', () => {
    leave({});
    expect(takeEarlyTree('tree-1', 'tok')).toBe(answer);
    expect(takeEarlyTree('tree-1', 'tok')).toBeNull();
  });

  it('drops an answer for another tree or token, or without a session token', () => {
    for (const [tree, token] of [['tree-2', 'tok'], ['tree-1', 'other'], ['tree-1', null]] as const) {
      leave({});
      expect(takeEarlyTree(tree, token)).toBeNull();
      expect(scope.window!.teamtreeEarlyTree).toBeUndefined();
    }
  });

  it('drops an answer that came in longer ago than its limit', () => {
    leave({ answeredAt: performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1 });
    expect(takeEarlyTree('tree-1', 'tok')).toBeNull();
    leave({ answeredAt: performance.now() - 100 });
    expect(takeEarlyTree('tree-1', 'tok')).toBe(answer);
  });

  it('answers null when there is no early request (or no window: the desktop main process, tests)', () => {
    expect(takeEarlyTree('tree-1', 'tok')).toBeNull();
    scope.window = {};
    expect(takeEarlyTree('tree-1', 'tok')).toBeNull();
  });
});

describe('takeEarlyMe', () => {
  const scope = globalThis as { window?: { teamtreeEarlyMe?: EarlyRequest } };
  const answer: Promise<EarlyTreeAnswer | null> = Promise.resolve({ etag: null, body: { id: 'u1' } });
  const leave = (early: Partial<EarlyRequest>) => {
    scope.window = { teamtreeEarlyMe: { token: 'tok', answeredAt: null, answer, ...early } };
  };
  afterEach(() => {
    delete scope.window;
  });

  it('hands the sign-in check asked with the session\'s token over once', () => {
    leave({});
    expect(takeEarlyMe('tok')).toBe(answer);
    expect(takeEarlyMe('tok')).toBeNull();
  });

  it('drops one asked with another token, without a session token, or that came in too long ago', () => {
    for (const token of ['other', null]) {
      leave({});
      expect(takeEarlyMe(token)).toBeNull();
      expect(scope.window!.teamtreeEarlyMe).toBeUndefined();
    }
    leave({ answeredAt: performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1 });
    expect(takeEarlyMe('tok')).toBeNull();
  });
});

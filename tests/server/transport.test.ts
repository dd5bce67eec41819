import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureSettledBrotli, DEFAULT_SETTLED_OPTIONS, settledIdle, settledStats, stopSettledBrotli } from '../../server/profiles/settled-brotli';
import { headStats } from '../../server/profiles/tree-answer-body';
import { seedLargeTree } from '../bench/seed-large-tree';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';

/** API.md "Additions (2026-11-24)", Transport: compression, ETag and 304, caching of the web UI. */

const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-web-'));
const ASSET = '/assets/index-4f2a9c1b.js';
const backend = useTestServer({ WEB_DIR: webDir });
const { api } = backend;
let owner: TestUser;
let large = '';
let small = '';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  /** The body decoded as its Content-Encoding says (gunzip checks the CRC and length). */
  text(): string;
}

/** A request over plain HTTP, so that the test sees the bytes on the wire (fetch would decode them). */
function raw(pathname: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${backend.url}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes,
          text: () =>
            (encoding === 'gzip' ? zlib.gunzipSync(bytes) : encoding === 'br' ? zlib.brotliDecompressSync(bytes) : bytes).toString('utf8'),
        });
      });
    });
    request.on('error', reject);
  });
}

const auth = () => ({ authorization: `Bearer ${owner.access}` });
const statusPath = (id: string) => `/api/teamtree/status?teamtreeId=${id}`;

beforeAll(async () => {
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), `<!doctype html><title>TeamTree</title>${'<!-- padding -->'.repeat(100)}`);
  await fs.writeFile(path.join(webDir, ASSET.slice(1)), `export const x = ${JSON.stringify('y'.repeat(4000))};`);
  owner = await registerUser(api, { firstName: 'Wire' });
  const db = backend.server.context.db;
  await db('users').where({ id: owner.id }).update({ plan: 'ELITE_ANNUAL' });
  ({ teamtreeId: large } = await seedLargeTree(db, owner.id, 800));
  const created = await api.post('/api/teamtree', { name: 'Small', phone: '', birthday: null, billDate: '2031-01-01', categories: [] }, { token: owner.access });
  small = created.body.teamtree.id;
  const root = (await api.get(statusPath(small), { token: owner.access })).body.teamtree.profiles[0].id;
  for (const name of ['Anna', 'Bert', 'Cleo']) {
    await api.post('/api/teamtree/profile', { teamtreeId: small, parentId: root, name, billDate: '2031-02-01' }, { token: owner.access });
  }
});

afterAll(() => fs.rm(webDir, { recursive: true, force: true }));

describe('compression', () => {
  it('sends a large tree as one valid br stream or gzip member, equal to the plain answer', async () => {
    const plain = await raw(statusPath(large), { ...auth(), 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The version's brotli stream is made off the event loop after its first request: gzip until then.
    let br = await raw(statusPath(large), { ...auth(), 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(['br', 'gzip']).toContain(br.headers['content-encoding']);
    await expect.poll(async () => (br = await raw(statusPath(large), { ...auth(), 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('br');
    expect(br.status).toBe(200);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(JSON.parse(br.text())).toEqual(JSON.parse(plain.text()));
    const zipped = await raw(statusPath(large), { ...auth(), 'accept-encoding': 'gzip, deflate, br;q=0' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(JSON.parse(zipped.text())).toEqual(JSON.parse(plain.text()));
    const answer = JSON.parse(plain.text());
    expect(answer.teamtree.profiles).toHaveLength(800);
    expect(Object.keys(answer)).toEqual(['teamtree', 'userMembership', 'needsProfileLink', 'teamtrees']);
    expect(answer.teamtree).toMatchObject({ id: large, ownerPlan: 'ELITE_ANNUAL' });
  });

  it('serialises and compresses a large tree once per version and, after a change, only the part that changed', async () => {
    const brWhenReady = async () => {
      let answer = await raw(statusPath(large), { ...auth(), 'accept-encoding': 'br, gzip' });
      await expect.poll(async () => (answer = await raw(statusPath(large), { ...auth(), 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBe('br');
      return answer;
    };
    await raw(statusPath(large), { ...auth(), 'accept-encoding': 'gzip' });
    await brWhenReady();
    const before = { ...headStats };
    for (let i = 0; i < 3; i++) for (const encoding of ['gzip', 'br']) await raw(statusPath(large), { ...auth(), 'accept-encoding': encoding });
    expect(headStats).toEqual(before);

    const profiles = JSON.parse((await raw(statusPath(large), auth())).text()).teamtree.profiles as { id: string; parentId: string | null }[];
    const parents = new Set(profiles.map((p) => p.parentId));
    const leaf = profiles.find((p, i) => i > 600 && !parents.has(p.id))!;
    const edit = await api.put('/api/teamtree/profile', { id: leaf.id, phone: '+49 1515555555' }, { token: owner.access });
    expect(edit.status).toBe(200);
    const gzip = await raw(statusPath(large), { ...auth(), 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gzip.text()).teamtree.profiles.find((p: { id: string }) => p.id === leaf.id).phone).toBe('+49 1515555555');
    const br = await brWhenReady();
    expect(JSON.parse(br.text())).toEqual(JSON.parse(gzip.text()));
    // 800 profiles are two segments of 500: the changed one is made again, the other reused.
    expect(headStats).toEqual({ segments: before.segments + 1, deflated: before.deflated + 1, brotli: before.brotli + 1 });
  });

  it('compresses other answers over 1 kB with br or gzip as accepted, and leaves small ones alone', async () => {
    const plain = await raw(statusPath(small), { ...auth(), 'accept-encoding': 'identity' });
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const br = await raw(statusPath(small), { ...auth(), 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(br.text())).toEqual(JSON.parse(plain.text()));
    const gzip = await raw(statusPath(small), { ...auth(), 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gzip.text())).toEqual(JSON.parse(plain.text()));
    const health = await raw('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(health.bytes.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends the web UI files compressed once, as well as br and gzip allow', async () => {
    const file = await fs.readFile(path.join(webDir, ASSET.slice(1)));
    for (const encoding of ['br', 'gzip']) {
      const first = await raw(ASSET, { 'accept-encoding': encoding });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.text()).toBe(file.toString('utf8'));
      const again = await raw(ASSET, { 'accept-encoding': encoding });
      expect(again.bytes.equals(first.bytes)).toBe(true);
    }
    const best = zlib.brotliCompressSync(file, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect((await raw(ASSET, { 'accept-encoding': 'gzip, br' })).bytes.length).toBe(best.length);
    const plain = await raw(ASSET, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(file)).toBe(true);
  });
});

describe('the settled brotli form of a large tree', () => {
  const brGzip = () => ({ ...auth(), 'accept-encoding': 'gzip, deflate, br' });
  /** A new version of the large tree: one profile's phone changed. */
  const changeLargeTree = async (phone: string) => {
    const profiles = JSON.parse((await raw(statusPath(large), auth())).text()).teamtree.profiles as { id: string }[];
    expect((await api.put('/api/teamtree/profile', { id: profiles[10].id, phone }, { token: owner.access })).status).toBe(200);
  };
  /** Reads the large tree until it comes as br (its quick form is ready), the first read starting it. */
  const readUntilBr = async () => {
    let answer = await raw(statusPath(large), brGzip());
    await expect.poll(async () => (answer = await raw(statusPath(large), brGzip())).headers['content-encoding']).toBe('br');
    return answer;
  };

  afterEach(async () => {
    configureSettledBrotli(DEFAULT_SETTLED_OPTIONS);
    stopSettledBrotli();
    await settledIdle();
  });

  it('serves a version that stayed the latest as the smaller settled stream: the same answer under the same tag', async () => {
    configureSettledBrotli({ delayMs: 0 });
    await changeLargeTree('+49 1516666661');
    const before = { ...settledStats };
    const first = await raw(statusPath(large), brGzip());
    await readUntilBr();
    await settledIdle();
    expect(settledStats.finished - before.finished).toBe(1);
    const settled = await raw(statusPath(large), brGzip());
    const plain = await raw(statusPath(large), { ...auth(), 'accept-encoding': 'identity' });
    expect(settled.headers['content-encoding']).toBe('br');
    expect(settled.headers.etag).toBe(first.headers.etag);
    expect(settled.text()).toBe(plain.text());
    // Smaller than the whole answer at the quick form's quality (what was served before).
    const quick = zlib.brotliCompressSync(plain.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(settled.bytes.length).toBeLessThan(quick.length * 0.95);
  });

  it('never upgrades a version superseded while it settles', async () => {
    configureSettledBrotli({ delayMs: 3_600_000 });
    await changeLargeTree('+49 1516666662');
    const before = { ...settledStats };
    const quick = await readUntilBr();
    expect(settledStats.scheduled - before.scheduled).toBe(1);
    await changeLargeTree('+49 1516666663');
    const next = await raw(statusPath(large), brGzip());
    expect(next.headers.etag).not.toBe(quick.headers.etag);
    expect(settledStats.abandoned - before.abandoned).toBe(1);
    expect(settledStats.started - before.started).toBe(0);
  });
});

describe('ETag and 304 on the status of one tree', () => {
  for (const [label, id] of [['small', () => small], ['large', () => large]] as const) {
    it(`answers 304 without a body while the ${label} tree is unchanged, 200 with a new tag after a change`, async () => {
      const first = await raw(statusPath(id()), { ...auth(), 'accept-encoding': 'gzip, br' });
      const tag = first.headers.etag!;
      expect(tag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await raw(statusPath(id()), { ...auth(), 'accept-encoding': 'gzip, br', 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
      const other = await raw(statusPath(id()), { ...auth(), 'if-none-match': 'W/"something-else"' });
      expect(other.status).toBe(200);

      const profiles = JSON.parse(first.text()).teamtree.profiles as { id: string; version: number }[];
      const leaf = profiles.at(-1)!;
      expect((await api.put('/api/teamtree/profile', { id: leaf.id, phone: '+49 1517777777' }, { token: owner.access })).status).toBe(200);
      const changed = await raw(statusPath(id()), { ...auth(), 'accept-encoding': 'gzip, br', 'if-none-match': tag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(tag);
      expect(JSON.parse(changed.text()).teamtree.profiles.find((p: { id: string }) => p.id === leaf.id).phone).toBe('+49 1517777777');
    });
  }

  it('gives each member their own tag (the answer holds the caller’s membership)', async () => {
    const second = await registerUser(api, { firstName: 'Second' });
    const link = await api.post('/api/teamtree/share', { teamtreeId: small }, { token: owner.access });
    const join = await api.post(`/api/teamtree/join/${link.body.shareLink.token}`, {}, { token: second.access });
    await api.post('/api/teamtree/join-requests', { requestId: join.body.requestId, action: 'approve' }, { token: owner.access });
    const mine = await raw(statusPath(small), auth());
    const theirs = await raw(statusPath(small), { authorization: `Bearer ${second.access}`, 'if-none-match': mine.headers.etag! });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
  });

  it('still refuses callers who are not members before any tag is compared', async () => {
    const stranger = await registerUser(api, { firstName: 'Stranger' });
    const mine = await raw(statusPath(small), auth());
    const res = await raw(statusPath(small), { authorization: `Bearer ${stranger.access}`, 'if-none-match': mine.headers.etag! });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text())).toEqual({ error: 'You are not a member of this TeamTree.', code: 'not-member' });
  });
});

describe('caching of the web UI', () => {
  it('serves hashed assets as immutable for a year and index.html with no-cache', async () => {
    const asset = await raw(ASSET, {});
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/index.html', '/teamtree']) {
      const html = await raw(page, {});
      expect(html.status).toBe(200);
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.headers['cache-control']).toBe('no-cache');
    }
  });
});

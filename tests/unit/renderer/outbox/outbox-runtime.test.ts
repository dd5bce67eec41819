import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeValuesOf } from '../../../../shared/domain/field-merge';
import { IDEMPOTENCY_KEY_RUNNING } from '../../../../shared/schemas/idempotency';
import { createDraft, deleteDraft, updateDraft } from '../../../../desktop/renderer/src/outbox/write-drafts';
import type { OutboxEntry } from '../../../../desktop/renderer/src/outbox/outbox-entry';
import { FakeProfileServer, type Fault } from './fake-profile-server';
import { Device, type Page } from './outbox-device';

/**
 * The outbox runtime (outbox-runtime.ts with its store and IndexedDB storage) as the app runs it:
 * writes kept while offline or unanswered, sent in order with their Idempotency-Key, kept across
 * a reload, discarded one by one, and the server's answers (docs/offline.md "The outbox (client)").
 * Each test starts from a new device (empty IndexedDB) and a new server.
 */

const TREE = 'tree-1';
const ROOT = '00000000-0000-4000-8000-000000000001';
const ANNA = '00000000-0000-4000-8000-000000000002';
const BEN = '00000000-0000-4000-8000-000000000003';

let server: FakeProfileServer;
let device: Device;

beforeEach(() => {
  // Only the runtime's timers (the retries) are the test's to move; IndexedDB runs as ever.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  server = new FakeProfileServer(TREE);
  server.addProfile(ROOT, 'Root');
  server.addProfile(ANNA, 'Anna', ROOT);
  server.addProfile(BEN, 'Ben', ROOT);
  device = new Device(server);
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An edit of a partner as the server has it now (its version is the edit's). */
const rename = (id: string, name: string) => updateDraft(TREE, { id, name, version: server.profile(id)!.version }, server.profile(id));
const newPhone = (id: string, phone: string) => updateDraft(TREE, { id, phone, version: server.profile(id)!.version }, server.profile(id));
const sameEntries = (queue: OutboxEntry[]) => queue.map(({ key, seq, kind, profileId, request, state }) => ({ key, seq, kind, profileId, request, state }));

/** Writes made while the browser says it is offline: kept (answers the queue), nothing sent. */
async function keptOffline(page: Page, ...drafts: ReturnType<typeof rename>[]): Promise<OutboxEntry[]> {
  device.goOffline();
  const sentBefore = server.sent.length;
  for (const draft of drafts) expect(await page.submitWrite(draft)).toEqual({ queued: true });
  expect(server.sent).toHaveLength(sentBefore);
  return page.entries();
}

describe('a write without an answer', () => {
  it('is kept under the key it was sent with and sent again under that key at every try: it lands once', async () => {
    const page = await device.open();
    // The server does the rename, but its answer never arrives, twice; the third try gets it.
    server.failNext('lost', 'lost');
    expect(await page.submitWrite(rename(ANNA, 'Anna Maria'))).toEqual({ queued: true });
    const [kept] = page.entries();
    expect(kept).toMatchObject({ key: server.sent[0].key, attempted: true, state: 'waiting' });

    await vi.advanceTimersByTimeAsync(2_000);
    await server.until((s) => s.sent.length === 2);
    await page.untilQueue((queue) => queue[0]?.state === 'waiting');
    await vi.advanceTimersByTimeAsync(4_000);
    await page.untilQueue((queue) => queue.length === 0);

    expect(server.sent.map((request) => request.key)).toEqual([kept.key, kept.key, kept.key]);
    expect(server.written).toEqual([kept.key]);
    expect(server.profile(ANNA)).toMatchObject({ name: 'Anna Maria', version: 2 });
  });

  it('keeps its key through 5xx, 408, 429 and "still running" answers', async () => {
    const page = await device.open();
    const [kept] = await keptOffline(page, rename(ANNA, 'Anna Maria'));
    const transient: Fault[] = [
      { status: 503, error: 'Service unavailable' },
      { status: 408, error: 'Request timeout' },
      { status: 429, error: 'Too many requests' },
      { status: 409, error: IDEMPOTENCY_KEY_RUNNING },
    ];
    server.failNext(...transient);
    device.goOnline();
    for (let tries = 1; tries <= transient.length; tries++) {
      await server.until((s) => s.sent.length === tries);
      await page.untilQueue((queue) => queue[0]?.state === 'waiting');
      await vi.advanceTimersByTimeAsync(60_000);
    }
    await page.untilQueue((queue) => queue.length === 0);
    expect(server.sent.map((request) => request.key)).toEqual(Array(transient.length + 1).fill(kept.key));
    expect(server.written).toEqual([kept.key]);
  });

  it('left on its way when the page closed is sent again under its key after a reload, and lands once', async () => {
    const first = await device.open();
    const [kept] = await keptOffline(first, rename(ANNA, 'Anna Maria'));
    server.failNext('hang');
    device.goOnline();
    // The server wrote it; the page closes before any answer.
    await server.until((s) => s.written.length === 1);
    expect(first.entries()).toMatchObject([{ key: kept.key, state: 'sending' }]);

    const again = await device.open();
    await again.untilQueue((queue) => queue.length === 0);
    expect(server.sent.map((request) => request.key)).toEqual([kept.key, kept.key]);
    expect(server.written).toEqual([kept.key]);
  });
});

describe('discarding', () => {
  it('takes exactly the chosen entry off the queue: the other changes of that partner stay and are sent', async () => {
    const page = await device.open();
    const [renameAnna, phoneAnna, renameBen] = await keptOffline(page, rename(ANNA, 'Anna Maria'), newPhone(ANNA, '+49 15112345678'), rename(BEN, 'Benno'));

    await page.discardEntry(renameAnna.key);
    expect(page.entries().map((e) => e.key)).toEqual([phoneAnna.key, renameBen.key]);
    // As committed: a reload finds the same two.
    const again = await device.open();
    expect(sameEntries(again.entries())).toEqual(sameEntries([phoneAnna, renameBen]));

    device.goOnline();
    await again.untilQueue((queue) => queue.length === 0);
    expect(server.sent.map((request) => request.key)).toEqual([phoneAnna.key, renameBen.key]);
    expect(server.profile(ANNA)).toMatchObject({ name: 'Anna', phone: '+49 15112345678' });
    expect(server.profile(BEN)).toMatchObject({ name: 'Benno' });
  });
});

describe('a reload', () => {
  it('finds every kept entry (keys, order, requests) in IndexedDB, and the new page sends them', async () => {
    const first = await device.open();
    const kept = await keptOffline(first, rename(ANNA, 'Anna Maria'), deleteDraft(TREE, { id: BEN, name: 'Ben', version: 1 }));
    expect(kept).toHaveLength(2);

    const again = await device.open();
    expect(sameEntries(again.entries())).toEqual(sameEntries(kept));
    device.goOnline();
    await again.untilQueue((queue) => queue.length === 0);
    expect(server.written).toEqual(kept.map((e) => e.key));
    expect(server.profile(BEN)).toBeUndefined();
  });
});

describe('sending the queue', () => {
  it('sends a tree\'s writes in the order they were made, one at a time, a new partner\'s later edits under its real id', async () => {
    const page = await device.open();
    const create = createDraft(TREE, { name: 'Nora', parentId: ANNA, billDate: '2031-02-02' });
    const kept = await keptOffline(
      page,
      create,
      updateDraft(TREE, { id: create.profileId, name: 'Nora Neu' }, undefined),
      rename(BEN, 'Benno'),
      deleteDraft(TREE, { id: ANNA, name: 'Anna', version: 1 }),
    );

    device.goOnline();
    await page.untilQueue((queue) => queue.length === 0);
    expect(server.written).toEqual(kept.map((e) => e.key));
    const created = server.sent[0];
    expect(server.sent.map((r) => [r.method, r.key])).toEqual([
      ['POST', kept[0].key],
      ['PUT', kept[1].key],
      ['PUT', kept[2].key],
      ['DELETE', kept[3].key],
    ]);
    expect(created.body).toMatchObject({ name: 'Nora', parentId: ANNA });
    const realId = server.sent[1].body?.id;
    expect(realId).not.toBe(create.profileId);
    expect(server.profile(realId as string)).toMatchObject({ name: 'Nora Neu' });
    expect(server.maxInFlight).toBe(1);
  });
});

describe('the server\'s answers', () => {
  /** Anna renamed offline, then her phone; Ben renamed; meanwhile another member renamed Anna. */
  async function intoConflict(page: Page) {
    const kept = await keptOffline(page, rename(ANNA, 'Anna Mine'), newPhone(ANNA, '+49 15112345678'), rename(BEN, 'Benno'));
    server.changeByOther(ANNA, { name: 'Anna Theirs' });
    device.goOnline();
    await page.untilQueue((queue) => queue.length === 2 && queue[0].state === 'conflict');
    return kept;
  }

  it('puts a stale update whose field the server changed too into the conflict state; later edits of that partner wait, others go', async () => {
    const page = await device.open();
    const [mine, later, ben] = await intoConflict(page);
    expect(page.entries()[0]).toMatchObject({ key: mine.key, state: 'conflict', error: 'Changed on the server meanwhile: name.', theirs: { version: 2, profile: { name: 'Anna Theirs' } } });
    expect(page.entries()[1]).toMatchObject({ key: later.key, state: 'waiting' });
    expect(server.sent.map((r) => [r.method, r.key])).toEqual([
      ['PUT', mine.key],
      ['GET', null],
      ['PUT', ben.key],
    ]);
    expect(server.sentWithKey(later.key)).toEqual([]);
    expect(server.profile(ANNA)).toMatchObject({ name: 'Anna Theirs', version: 2 });
  });

  it('sends the choice for a conflict as a new request on the server\'s version; the edit behind it merges and follows', async () => {
    const page = await device.open();
    const [mine, later] = await intoConflict(page);
    const theirs = page.entries()[0].theirs!;

    await page.resolveEntry(mine.key, { ...mergeValuesOf(theirs.profile), name: 'Anna Mine' });
    await page.untilQueue((queue) => queue.length === 0);
    const resolved = server.sent.find((r) => r.method === 'PUT' && r.body?.name === 'Anna Mine' && r.key !== mine.key);
    expect(resolved?.body).toMatchObject({ id: ANNA, version: 2 });
    // The phone edit was made on version 1: refused as stale once, merged (no field of both), sent anew.
    expect(server.sentWithKey(later.key)).toHaveLength(1);
    expect(server.profile(ANNA)).toMatchObject({ name: 'Anna Mine', phone: '+49 15112345678', version: 4 });
    // Written: Ben's rename, the choice, the merged phone edit; each once.
    expect(server.written).toHaveLength(3);
    expect(server.written).toContain(resolved!.key);
  });

  it.each([
    [400, 'Must be a real date (YYYY-MM-DD) between 1900-01-01 and 2100-12-31'],
    [403, 'You do not have permission to edit profiles.'],
    [404, 'Profile not found'],
    [409, 'This partner cannot be created here.'],
    [422, 'This Idempotency-Key was used for another request.'],
  ])('keeps a write refused with %i as refused with the reason, never sends it again, and goes on with the next', async (status, error) => {
    const page = await device.open();
    const refusedDraft = status === 409 ? createDraft(TREE, { name: 'Nora', parentId: ANNA, billDate: '2031-02-02' }) : rename(ANNA, 'Anna Maria');
    const [refused, next] = await keptOffline(page, refusedDraft, rename(BEN, 'Benno'));
    server.failNext({ status, error });

    device.goOnline();
    await page.untilQueue((queue) => queue.length === 1 && queue[0].state === 'refused');
    expect(page.entries()[0]).toMatchObject({ key: refused.key, state: 'refused', error });
    expect(server.written).toEqual([next.key]);

    // However long, however often the server may answer again, after a reload too: the refused
    // write stays put. A write kept after it is the fence: the queue is sent in order.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const reloaded = await device.open();
    const [, fence] = await keptOffline(reloaded, rename(BEN, 'Benno Zwei'));
    device.goOnline();
    await reloaded.untilQueue((queue) => queue.length === 1);
    expect(server.written).toEqual([next.key, fence.key]);
    expect(reloaded.entries()).toMatchObject([{ key: refused.key, state: 'refused', error }]);
    expect(server.sentWithKey(refused.key)).toHaveLength(1);
  });
});

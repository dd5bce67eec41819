import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusTreeAnswer } from '../../../shared/schemas/teamtree';
import {
  configureSettledBrotli,
  DEFAULT_SETTLED_OPTIONS,
  settledEvents,
  settledIdle,
  settledStats,
  stopSettledBrotli,
} from '../../../server/profiles/settled-brotli';
import { brotliBody, plainBody, statusBody } from '../../../server/trees/status-body';
import { frozenVersion, statusAnswer } from './status-answer-fixture';

/** The settled (quality 10) brotli form of a tree's latest version, made off the event loop once it stays the latest. */

const HOUR = 3_600_000;

/** The next version of a tree: one profile changed. */
function nextVersion(answer: StatusTreeAnswer): StatusTreeAnswer {
  const profiles = answer.teamtree.profiles.slice();
  profiles[1] = { ...profiles[1], name: `${profiles[1].name} again` };
  return frozenVersion(answer, profiles);
}

const since = (before: typeof settledStats) => Object.fromEntries(Object.entries(settledStats).map(([key, value]) => [key, value - before[key as keyof typeof settledStats]]));

beforeEach(() => configureSettledBrotli({ ...DEFAULT_SETTLED_OPTIONS, delayMs: 0 }));

afterEach(async () => {
  vi.useRealTimers();
  stopSettledBrotli();
  await settledIdle();
});

describe('the settled brotli form', () => {
  it('serves a version that stayed its tree’s latest as the smaller quality-10 stream, the same answer under the same tag', async () => {
    const v1 = frozenVersion(statusAnswer(2000, 2, 'tree-settles'));
    const body = statusBody(v1);
    const before = { ...settledStats };
    const quick = await body.head.brotliReady();
    await settledIdle();
    expect(since(before)).toEqual({ scheduled: 1, started: 1, slices: Math.ceil(body.head.length / DEFAULT_SETTLED_OPTIONS.sliceBytes), finished: 1, abandoned: 0 });
    const settled = body.head.brotli()!;
    expect(settled.length).toBeLessThan(quick.length * 0.95);
    expect(zlib.brotliDecompressSync(brotliBody(body, settled)).equals(plainBody(body))).toBe(true);
    expect(zlib.brotliDecompressSync(brotliBody(body, quick)).equals(plainBody(body))).toBe(true);
    expect(await body.head.brotliReady()).toBe(settled);
    expect(statusBody(v1).etag).toBe(body.etag);
  });

  it('never starts the upgrade of a version superseded while it settles, and leaves no timer behind', async () => {
    configureSettledBrotli({ delayMs: HOUR });
    const v1 = frozenVersion(statusAnswer(1000, 1, 'tree-superseded'));
    const head = statusBody(v1).head;
    const before = { ...settledStats };
    const quick = await head.brotliReady();
    expect(since(before)).toMatchObject({ scheduled: 1, started: 0 });
    statusBody(nextVersion(v1));
    expect(since(before)).toEqual({ scheduled: 1, started: 0, slices: 0, finished: 0, abandoned: 1 });
    // Nothing settling any more: the hour-long timer was cleared, not left to run out.
    await settledIdle();
    expect(head.brotli()).toBe(quick);
  });

  it('stops compressing a version superseded while its upgrade runs, between two slices', async () => {
    configureSettledBrotli({ sliceBytes: 16 * 1024 });
    const v1 = frozenVersion(statusAnswer(2000, 1, 'tree-running'));
    const head = statusBody(v1).head;
    const slices = Math.ceil(head.length / (16 * 1024));
    expect(slices).toBeGreaterThan(20);
    let fed = 0;
    const supersedeAfterFirst = (treeId: string) => {
      if (treeId === 'tree-running' && ++fed === 1) statusBody(nextVersion(v1));
    };
    settledEvents.on('slice', supersedeAfterFirst);
    const before = { ...settledStats };
    try {
      const quick = await head.brotliReady();
      await settledIdle();
      expect(since(before)).toEqual({ scheduled: 1, started: 1, slices: 1, finished: 0, abandoned: 1 });
      expect(fed).toBe(1);
      expect(head.brotli()).toBe(quick);
    } finally {
      settledEvents.off('slice', supersedeAfterFirst);
    }
  });

  it('runs one upgrade at a time in the process, the others waiting their turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureSettledBrotli({ delayMs: HOUR });
    const bodies = ['tree-a', 'tree-b', 'tree-c'].map((id) => statusBody(frozenVersion(statusAnswer(800, 1, id))));
    const quick = await Promise.all(bodies.map((body) => body.head.brotliReady()));
    let current: string | null = null;
    const overlaps: string[] = [];
    const started = (treeId: string) => {
      if (current) overlaps.push(`${treeId} during ${current}`);
      current = treeId;
    };
    const finished = () => (current = null);
    settledEvents.on('start', started).on('finish', finished);
    const before = { ...settledStats };
    try {
      // All three settle at once: one starts, two wait.
      vi.advanceTimersByTime(HOUR);
      vi.useRealTimers();
      expect(since(before)).toMatchObject({ started: 1, finished: 0 });
      await settledIdle();
      expect(since(before)).toMatchObject({ started: 3, finished: 3, abandoned: 0 });
      expect(overlaps).toEqual([]);
      bodies.forEach((body, i) => expect(body.head.brotli()!.length).toBeLessThan(quick[i].length));
    } finally {
      settledEvents.off('start', started).off('finish', finished);
    }
  });

  it('leaves lists that are not versions of the tree cache at the quick form', async () => {
    const body = statusBody(statusAnswer(2000, 1, 'tree-not-kept'));
    const before = { ...settledStats };
    const quick = await body.head.brotliReady();
    await settledIdle();
    expect(since(before)).toEqual({ scheduled: 0, started: 0, slices: 0, finished: 0, abandoned: 0 });
    expect(body.head.brotli()).toBe(quick);
  });

  it('leaves a tree over the size cap at the quick form', async () => {
    configureSettledBrotli({ maxBytes: 100_000 });
    const body = statusBody(frozenVersion(statusAnswer(2000, 1, 'tree-too-large')));
    expect(body.head.length).toBeGreaterThan(100_000);
    const before = { ...settledStats };
    const quick = await body.head.brotliReady();
    await settledIdle();
    expect(since(before)).toMatchObject({ scheduled: 0, started: 0 });
    expect(body.head.brotli()).toBe(quick);
  });

  it('stops every upgrade under way on shutdown', async () => {
    configureSettledBrotli({ delayMs: HOUR });
    const before = { ...settledStats };
    await statusBody(frozenVersion(statusAnswer(800, 1, 'tree-shutdown'))).head.brotliReady();
    stopSettledBrotli();
    expect(since(before)).toEqual({ scheduled: 1, started: 0, slices: 0, finished: 0, abandoned: 1 });
    await settledIdle();
  });
});

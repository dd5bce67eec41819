import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { stopSettledBrotli } from '../../../server/profiles/settled-brotli';
import { headStats } from '../../../server/profiles/tree-answer-body';
import { brotliBody, gzipBody, plainBody, statusBody } from '../../../server/trees/status-body';
import { frozenVersion, statusAnswer as answer } from './status-answer-fixture';

/** The spliced br and gzip answers decode to the plain answer, whatever the size of each part. */

// Kept versions schedule their settled form (settled-brotli.test.ts): none left to run after the file.
afterAll(stopSettledBrotli);

describe('status answer bodies', () => {
  // Tails of 4, 5 and 6 brotli length nibbles (under 64 KiB, under 1 MiB, above).
  for (const [profiles, trees] of [[2000, 1], [300, 1500], [50, 20_000]] as const) {
    it(`decode to the plain answer (${profiles} profiles, ${trees} trees)`, async () => {
      const body = statusBody(answer(profiles, trees));
      const plain = plainBody(body);
      expect(JSON.parse(plain.toString('utf8'))).toEqual(answer(profiles, trees));
      expect(plain.length).toBe(body.head.length + body.tail.length);
      expect(zlib.brotliDecompressSync(brotliBody(body, await body.head.brotliReady())).equals(plain)).toBe(true);
      expect(zlib.gunzipSync(gzipBody(body)).equals(plain)).toBe(true);
    });
  }

  it('builds a new version of a kept tree from its unchanged segments, and decodes the same', async () => {
    const first = answer(2600, 2);
    const v1 = frozenVersion(first);
    gzipBody(statusBody(v1));
    const before = { ...headStats };
    // One profile changed (a new object), one added: two segments are made again, the other four reused.
    const profiles = v1.teamtree.profiles.slice();
    profiles[1234] = { ...profiles[1234], name: 'Changed' };
    profiles.push({ ...profiles[0], id: 'new', name: 'New' });
    const v2 = frozenVersion(v1, profiles);
    const body = statusBody(v2);
    const plain = plainBody(body);
    expect(JSON.parse(plain.toString('utf8'))).toEqual(v2);
    expect(zlib.gunzipSync(gzipBody(body)).equals(plain)).toBe(true);
    expect(zlib.brotliDecompressSync(brotliBody(body, await body.head.brotliReady())).equals(plain)).toBe(true);
    expect(headStats.segments - before.segments).toBe(2);
    expect(headStats.deflated - before.deflated).toBe(2);
    expect(body.etag).not.toBe(statusBody(v1).etag);
  });

  it('tags the answer by its content', () => {
    const a = statusBody(answer(10, 1)).etag;
    expect(statusBody(answer(10, 1)).etag).toBe(a);
    expect(statusBody(answer(11, 1)).etag).not.toBe(a);
    expect(statusBody(answer(10, 2)).etag).not.toBe(a);
  });
});

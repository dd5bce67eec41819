import { describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { chunksOf, chunkWrite, joinClient, PROFILES_PER_CHUNK, splitClient, type KeptRecord } from '../../../../desktop/renderer/src/offline/kept-chunks';

/** The kept cache's layout (offline/kept-chunks.ts): a tree's profiles in chunks, a change rewrites the chunk that holds it. */

const profile = (i: number) => ({ id: `p${i}`, name: `Partner ${i}` });

function client(trees: Record<string, ReturnType<typeof profile>[]>): PersistedClient {
  const queries = [
    { queryHash: '["me"]', queryKey: ['me'], state: { data: { user: { id: 'u1' } }, status: 'success' } },
    ...Object.entries(trees).map(([id, profiles]) => ({ queryHash: `["tree","${id}"]`, queryKey: ['tree', id], state: { data: { teamtree: { id, profiles }, summary: { total: profiles.length } }, status: 'success' } })),
  ];
  return { timestamp: 1, buster: 'b', clientState: { mutations: [], queries } } as unknown as PersistedClient;
}

const record = (c: PersistedClient): { record: KeptRecord; lists: Map<string, readonly unknown[]> } => {
  const { skeleton, lists } = splitClient(c);
  return { record: { client: skeleton, profiles: Object.fromEntries([...lists].map(([h, l]) => [h, l.length])), mark: { writer: 'w', gen: 1 } }, lists };
};

describe('kept chunks', () => {
  const many = Array.from({ length: 2 * PROFILES_PER_CHUNK + 30 }, (_, i) => profile(i));
  const one = [profile(1)];

  it('keeps everything but the profiles in the record, and gives the same cache back from the chunks', () => {
    const original = client({ a: many, b: one, c: [] });
    const { record: kept, lists } = record(original);
    expect(JSON.stringify(kept.client)).not.toContain('Partner');
    expect(kept.profiles).toEqual({ '["tree","a"]': many.length, '["tree","b"]': 1, '["tree","c"]': 0 });
    const write = chunkWrite(lists, null);
    expect(write.puts.map((p) => [p.queryHash, p.n, p.value.length])).toEqual([
      ['["tree","a"]', 0, PROFILES_PER_CHUNK],
      ['["tree","a"]', 1, PROFILES_PER_CHUNK],
      ['["tree","a"]', 2, 30],
      ['["tree","b"]', 0, 1],
    ]);
    const stored = new Map(write.puts.map((p) => [`${p.queryHash}|${p.n}`, p.value]));
    const chunks = chunksOf(kept).map(({ queryHash, n }) => stored.get(`${queryHash}|${n}`));
    expect(joinClient(kept, chunks)).toEqual(original);
  });

  it('writes again only the chunk whose profile changed, and drops chunks no longer needed', () => {
    const { lists } = record(client({ a: many, b: one }));
    const first = chunkWrite(lists, null);
    const changed = many.slice();
    changed[PROFILES_PER_CHUNK + 3] = { ...changed[PROFILES_PER_CHUNK + 3], name: 'Renamed' };
    const second = chunkWrite(record(client({ a: changed, b: one })).lists, first.written);
    expect(second.puts.map((p) => [p.queryHash, p.n])).toEqual([['["tree","a"]', 1]]);
    expect(second.deletes).toEqual([]);
    // Nothing changed: nothing written.
    expect(chunkWrite(record(client({ a: changed, b: one })).lists, second.written).puts).toEqual([]);
    // A shorter tree and a tree gone: their extra chunks go.
    const third = chunkWrite(record(client({ a: changed.slice(0, 10) })).lists, second.written);
    expect(third.puts.map((p) => [p.queryHash, p.n, p.value.length])).toEqual([['["tree","a"]', 0, 10]]);
    expect(third.deletes).toEqual([
      { queryHash: '["tree","a"]', n: 1 },
      { queryHash: '["tree","a"]', n: 2 },
      { queryHash: '["tree","b"]', n: 0 },
    ]);
  });

  it('gives no cache rather than a partial tree when a chunk is missing or the count does not add up', () => {
    const { record: kept, lists } = record(client({ a: many }));
    const chunks = chunkWrite(lists, null).puts.map((p) => p.value);
    expect(joinClient(kept, [chunks[0], undefined, chunks[2]])).toBeNull();
    expect(joinClient(kept, [chunks[0], chunks[1], chunks[2].slice(1)])).toBeNull();
    expect(joinClient(kept, chunks)).not.toBeNull();
  });
});

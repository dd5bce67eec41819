import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * How the kept query cache is laid out in IndexedDB (docs/offline.md "Kept data"): the tree
 * answers' profiles in records of PROFILES_PER_CHUNK each, everything else in one small record.
 * Copying a whole 50,000-partner tree into IndexedDB blocks the page for a few hundred ms; a
 * change of one partner now rewrites the one record that holds it. Pure: the IndexedDB side is
 * in kept-store.ts.
 */

export const PROFILES_PER_CHUNK = 500;

type Profiles = readonly unknown[];

/** Per query hash, the chunks as last written. */
export type WrittenChunks = ReadonlyMap<string, Profiles[]>;

/** Which write of which page wrote the kept record: a write that finds another's starts over. */
export interface WriteMark {
  writer: string;
  gen: number;
}

/** The one small record: the cache without the trees' profiles, and how many profiles each tree answer keeps in chunks. */
export interface KeptRecord {
  client: PersistedClient;
  /** Per query hash, the number of profiles kept in its chunks. */
  profiles: Record<string, number>;
  mark: WriteMark;
}

interface TreeData {
  teamtree: { profiles: Profiles };
}

function treeData(data: unknown): TreeData | null {
  const profiles = (data as Partial<TreeData> | null | undefined)?.teamtree?.profiles;
  return Array.isArray(profiles) ? (data as TreeData) : null;
}

const chunkCount = (profiles: number) => Math.ceil(profiles / PROFILES_PER_CHUNK);

/** The cache with every tree answer's profiles taken out (`lists`, by query hash). */
export function splitClient(client: PersistedClient): { skeleton: PersistedClient; lists: Map<string, Profiles> } {
  const lists = new Map<string, Profiles>();
  const queries = client.clientState.queries.map((query) => {
    const data = treeData(query.state.data);
    if (!data) return query;
    lists.set(query.queryHash, data.teamtree.profiles);
    return { ...query, state: { ...query.state, data: { ...data, teamtree: { ...data.teamtree, profiles: [] } } } };
  });
  return { skeleton: { ...client, clientState: { ...client.clientState, queries } }, lists };
}

/** What a write puts and deletes, by chunk (`[queryHash, n]`), and the chunks as written after it. */
export interface ChunkWrite {
  puts: { queryHash: string; n: number; value: Profiles }[];
  deletes: { queryHash: string; n: number }[];
  written: WrittenChunks;
}

/**
 * The chunks to write so the kept data holds `lists`, when it holds `before` (null: unknown,
 * everything is written). A chunk is written again when one of its profiles is another object
 * than last time (a change replaces the profile object; tree-patch.ts).
 */
export function chunkWrite(lists: ReadonlyMap<string, Profiles>, before: WrittenChunks | null): ChunkWrite {
  const written = new Map<string, Profiles[]>();
  const write: ChunkWrite = { puts: [], deletes: [], written };
  for (const [queryHash, profiles] of lists) {
    const held = before?.get(queryHash) ?? [];
    const chunks: Profiles[] = [];
    for (let n = 0; n < chunkCount(profiles.length); n++) {
      const start = n * PROFILES_PER_CHUNK;
      const end = Math.min(profiles.length, start + PROFILES_PER_CHUNK);
      if (before && heldAgain(held[n], profiles, start, end)) {
        chunks.push(held[n]);
        continue;
      }
      const value = profiles.slice(start, end);
      chunks.push(value);
      write.puts.push({ queryHash, n, value });
    }
    for (let n = chunks.length; n < held.length; n++) write.deletes.push({ queryHash, n });
    written.set(queryHash, chunks);
  }
  for (const [queryHash, held] of before ?? []) {
    if (!lists.has(queryHash)) for (let n = 0; n < held.length; n++) write.deletes.push({ queryHash, n });
  }
  return write;
}

/** Whether `held` holds the very objects of `profiles[start..end)`. */
function heldAgain(held: Profiles | undefined, profiles: Profiles, start: number, end: number): boolean {
  if (!held || held.length !== end - start) return false;
  for (let i = start; i < end; i++) if (held[i - start] !== profiles[i]) return false;
  return true;
}

/** The chunks a kept record's tree answers need, in order per query hash. */
export function chunksOf(record: KeptRecord): { queryHash: string; n: number }[] {
  return Object.entries(record.profiles).flatMap(([queryHash, count]) => Array.from({ length: chunkCount(count) }, (_, n) => ({ queryHash, n })));
}

/**
 * The cache of a kept record with its trees' profiles put back from `chunks` (in `chunksOf`
 * order); null when a chunk is missing or a tree's count does not add up (never a partial tree).
 */
export function joinClient(record: KeptRecord, chunks: readonly (Profiles | undefined)[]): PersistedClient | null {
  const lists = new Map<string, unknown[]>();
  const wanted = chunksOf(record);
  for (let k = 0; k < wanted.length; k++) {
    const chunk = chunks[k];
    if (!Array.isArray(chunk)) return null;
    const list = lists.get(wanted[k].queryHash) ?? [];
    list.push(...chunk);
    lists.set(wanted[k].queryHash, list);
  }
  for (const [queryHash, count] of Object.entries(record.profiles)) if ((lists.get(queryHash)?.length ?? 0) !== count) return null;
  const queries = record.client.clientState.queries.map((query) => {
    const data = treeData(query.state.data);
    const profiles = lists.get(query.queryHash);
    if (!data || !profiles) return query;
    return { ...query, state: { ...query.state, data: { ...data, teamtree: { ...data.teamtree, profiles } } } };
  });
  return { ...record.client, clientState: { ...record.client.clientState, queries } };
}

/** Whether a kept value is a record of this layout (an older app version kept the cache itself). */
export const isKeptRecord = (value: unknown): value is KeptRecord =>
  typeof value === 'object' && value !== null && 'client' in value && 'profiles' in value && 'mark' in value;

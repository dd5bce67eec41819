import type { Knex } from 'knex';
import { readPackedTree } from './store/packed-tree-read';
import { readFingerprint, readLiveIds, type Fingerprint } from './store/tree-fingerprint';
import type { ProfileAnswer } from './profile-answer';

/**
 * A per-process cache of whole trees' profile answers (the status answer of large trees).
 * It is never stale, also with several server instances on one PostgreSQL, because every read
 * first asks the database for the tree's fingerprint:
 *
 * - profiles: count, sum of versions and the latest `updated_at` (epoch microseconds). Every
 *   change of a profile or of its tags goes through the profile store's write gateway
 *   (store/gateway.ts, the only module that writes them), which takes the tree lock, raises
 *   the profile's version and sets `updated_at` to `clock_timestamp()` taken while holding the
 *   lock, so `updated_at` grows from one change of a tree to the next; adding raises the
 *   count, deleting lowers it.
 * - categories: ids and creators (names never change; a category comes and goes with tags).
 *   Not covered: a tag's creator set to null by deleting that user's account (no route deletes
 *   users); whatever would do so must also bump the tagged profiles or restart the server.
 *
 * When the fingerprint changed, only the profiles changed since the cached fingerprint's
 * latest `updated_at` are read (with the tree's total in the same snapshot) and patched in,
 * together with the parent names of a renamed profile's children. After deletions (the
 * patched tree then has more profiles than the total) the ids that still exist are read and
 * the rest dropped; a changed category creator, or a count that still disagrees, reads the
 * tree again. The fingerprint is always read BEFORE the data, so an entry holds data at least as
 * new as its fingerprint. Cached answers are frozen: callers share them and cannot change
 * them. Entries are evicted least-recently-used beyond MAX_CACHED_PROFILES profiles in all.
 *
 * Reads of one tree at one fingerprint share one database read: a request whose fingerprint
 * matches a read already under way waits for that read instead of starting its own (after an
 * outage every open page reads the tree at once; the first of them pays, the rest join).
 */

export const MAX_CACHED_PROFILES = 120_000;
/** Trees smaller than this are read directly: caching them would not pay. */
export const MIN_CACHED_PROFILES = 500;

/** `TREE_CACHE_MIN_PROFILES` lowers the threshold (tests cache small trees to check the cache). */
function minCachedProfiles(): number {
  const configured = process.env.TREE_CACHE_MIN_PROFILES;
  return configured !== undefined && configured !== '' && Number.isFinite(Number(configured)) ? Number(configured) : MIN_CACHED_PROFILES;
}

interface Entry {
  fingerprint: Fingerprint;
  /** Frozen, in the API's order (creation time, then id). */
  answers: ProfileAnswer[];
  createdUs: number[];
  index: Map<string, number>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function creatorsByCategory(key: string): Map<string, string> {
  return new Map(key ? key.split(',').map((pair) => pair.split('~') as [string, string]) : []);
}

/** Categories may come and go; a category that stays must keep its creator. */
function categoriesCompatible(before: string, after: string): boolean {
  if (before === after) return true;
  const old = creatorsByCategory(before);
  for (const [id, creator] of creatorsByCategory(after)) if (old.has(id) && old.get(id) !== creator) return false;
  return true;
}

const byCreation = (a: { us: number; id: string }, b: { us: number; id: string }) =>
  a.us - b.us || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class TreeProfileCache {
  private readonly entries = new Map<string, Entry>();
  private cachedProfiles = 0;
  /** How reads were served (tests check that every path runs). */
  readonly stats = { hits: 0, patches: 0, prunes: 0, reads: 0, joined: 0 };
  /** Reads under way, by tree id and fingerprint. */
  private readonly inflight = new Map<string, Promise<ProfileAnswer[]>>();

  constructor(private readonly maxProfiles = MAX_CACHED_PROFILES) {}

  fingerprint(db: Knex, teamtreeId: string): Promise<Fingerprint> {
    return readFingerprint(db, teamtreeId);
  }

  /** The tree's profiles: cached when unchanged, patched when changed, read when new. */
  async read(db: Knex, teamtreeId: string): Promise<ProfileAnswer[]> {
    const fingerprint = await this.fingerprint(db, teamtreeId);
    if (fingerprint.count < minCachedProfiles()) {
      this.forget(teamtreeId);
      return (await readPackedTree(db, teamtreeId)).answers;
    }
    const hit = this.entries.get(teamtreeId);
    if (hit && hit.fingerprint.key === fingerprint.key) {
      this.entries.delete(teamtreeId);
      this.entries.set(teamtreeId, hit); // most recently used goes last
      this.stats.hits++;
      return hit.answers;
    }
    const flight = `${teamtreeId}\n${fingerprint.key}`;
    const underWay = this.inflight.get(flight);
    if (underWay) {
      this.stats.joined++;
      return underWay;
    }
    const reading = this.load(db, teamtreeId, hit, fingerprint).finally(() => this.inflight.delete(flight));
    this.inflight.set(flight, reading);
    return reading;
  }

  /** A patch of the cached entry when possible, else a full read; stored either way. */
  private async load(db: Knex, teamtreeId: string, hit: Entry | undefined, fingerprint: Fingerprint): Promise<ProfileAnswer[]> {
    const patched = hit && categoriesCompatible(hit.fingerprint.categories, fingerprint.categories) ? await this.patch(db, teamtreeId, hit, fingerprint) : null;
    if (patched) {
      this.stats.patches++;
      return this.store(teamtreeId, patched);
    }
    this.stats.reads++;
    const read = await readPackedTree(db, teamtreeId);
    deepFreeze(read.answers);
    return this.store(teamtreeId, {
      fingerprint,
      answers: read.answers,
      createdUs: read.createdUs,
      index: new Map(read.answers.map((a, i) => [a.id, i])),
    });
  }

  /** Applies the profiles changed since the entry's fingerprint; `null` when a read is needed. */
  private async patch(db: Knex, teamtreeId: string, hit: Entry, fingerprint: Fingerprint): Promise<Entry | null> {
    const nameOf = (id: string) => {
      const at = hit.index.get(id);
      return at === undefined ? undefined : hit.answers[at].name;
    };
    const delta = await readPackedTree(db, teamtreeId, hit.fingerprint.maxUs, nameOf);
    const answers = hit.answers.slice();
    const createdUs = hit.createdUs.slice();
    const index = new Map(hit.index);
    const changed = new Set<string>();
    const renamed = new Map<string, string>();
    let inOrder = true;
    delta.answers.forEach((answer, i) => {
      deepFreeze(answer);
      changed.add(answer.id);
      const at = index.get(answer.id);
      if (at !== undefined) {
        if (answers[at].name !== answer.name) renamed.set(answer.id, answer.name);
        answers[at] = answer;
        return;
      }
      const last = answers.length - 1;
      if (last >= 0 && byCreation({ us: delta.createdUs[i], id: answer.id }, { us: createdUs[last], id: answers[last].id }) < 0) inOrder = false;
      index.set(answer.id, answers.length);
      answers.push(answer);
      createdUs.push(delta.createdUs[i]);
    });
    // Every profile of the tree is in the patched list; more than the total means deletions:
    // keep what still exists. Anything else (a profile added after the delta) reads again.
    if (answers.length !== delta.total) {
      const live = await readLiveIds(db, teamtreeId);
      let kept = 0;
      for (let i = 0; i < answers.length; i++) {
        if (!live.has(answers[i].id)) continue;
        answers[kept] = answers[i];
        createdUs[kept] = createdUs[i];
        kept++;
      }
      if (kept !== live.size) return null;
      this.stats.prunes++;
      answers.length = kept;
      createdUs.length = kept;
      index.clear();
      answers.forEach((answer, i) => index.set(answer.id, i));
    }
    if (renamed.size > 0) {
      answers.forEach((answer, i) => {
        if (answer.parentId === null || changed.has(answer.id)) return;
        const parentName = renamed.get(answer.parentId);
        if (parentName !== undefined) answers[i] = Object.freeze({ ...answer, parentName });
      });
    }
    if (!inOrder) {
      const order = answers.map((answer, i) => ({ us: createdUs[i], id: answer.id, answer })).sort(byCreation);
      order.forEach((item, i) => {
        answers[i] = item.answer;
        createdUs[i] = item.us;
        index.set(item.id, i);
      });
    }
    return { fingerprint, answers, createdUs, index };
  }

  private store(teamtreeId: string, entry: Entry): ProfileAnswer[] {
    this.forget(teamtreeId);
    Object.freeze(entry.answers);
    if (entry.answers.length > this.maxProfiles) return entry.answers;
    this.entries.set(teamtreeId, entry);
    this.cachedProfiles += entry.answers.length;
    for (const [id, old] of this.entries) {
      if (this.cachedProfiles <= this.maxProfiles) break;
      this.entries.delete(id);
      this.cachedProfiles -= old.answers.length;
    }
    return entry.answers;
  }

  forget(teamtreeId: string): void {
    const entry = this.entries.get(teamtreeId);
    if (!entry) return;
    this.entries.delete(teamtreeId);
    this.cachedProfiles -= entry.answers.length;
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Knex, TreeProfileCache>();

/** The cache of one database (tests and benchmarks run several servers in one process). */
export function treeCacheOf(db: Knex): TreeProfileCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TreeProfileCache()));
  return cache;
}

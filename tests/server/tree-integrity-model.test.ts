import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { treeCacheOf } from '../../server/profiles/tree-cache';
import { loadTreeProfiles } from '../../server/profiles/tree-profiles';
import { registerUser, type TestUser } from '../support/accounts';
import { type ApiResponse } from '../support/http';
import { newProfile, seedTree, setPlan } from '../support/seed';
import { useTestServer } from '../support/use-test-server';

/**
 * Model-based test of tree integrity: long random sequences of create, update (with current,
 * stale or no version), re-parent, placeholder and delete (subtree and root), some fired two at
 * a time in parallel, against the real server. After every step the stored tree must equal the
 * model (parents and versions) and keep its invariants: one root, every profile reaches it, no
 * cycles, no orphans, versions never go down, no unused categories, no dangling member links.
 * Two parallel operations must give the answers and the state of one of their two serial orders.
 */

const backend = useTestServer();
const { api } = backend;
let owner: TestUser;
const db = () => backend.server.context.db;

const RUNS = Number(process.env.MODEL_RUNS ?? 12);
// Cache even these small trees, so every step also checks that the tree cache is never stale.
process.env.TREE_CACHE_MIN_PROFILES = '1';
const CATEGORY_NAMES = ['Rank', 'Team', 'City'];

beforeAll(async () => {
  owner = await registerUser(api, { firstName: 'Model' });
  await setPlan(db(), owner.id, 'ELITE_ANNUAL');
});

// ---- the model -------------------------------------------------------------------------

class TreeModel {
  constructor(
    readonly parent = new Map<string, string | null>(),
    readonly version = new Map<string, number>(),
    readonly order: string[] = [],
    /** Placeholders: they have no bill date, so an update must bring one. */
    readonly blank = new Set<string>(),
  ) {}

  clone(): TreeModel {
    return new TreeModel(new Map(this.parent), new Map(this.version), [...this.order], new Set(this.blank));
  }
  ids(): string[] {
    return this.order.filter((id) => this.parent.has(id));
  }
  root(): string | undefined {
    return this.ids().find((id) => this.parent.get(id) === null);
  }
  isInSubtree(candidate: string, top: string): boolean {
    for (let at: string | null | undefined = candidate; at; at = this.parent.get(at)) if (at === top) return true;
    return false;
  }
  bump(id: string): void {
    this.version.set(id, this.version.get(id)! + 1);
  }
}

type Op =
  | { kind: 'create'; parent: number; category: string | null }
  | { kind: 'createRoot' }
  | { kind: 'update'; target: number; versionMode: 'current' | 'stale' | 'none'; category: string | null; billDate: boolean }
  | { kind: 'move'; target: number; parent: number }
  | { kind: 'moveToNull'; target: number }
  | { kind: 'placeholder'; target: number }
  | { kind: 'delete'; target: number }
  | { kind: 'deleteRoot' }
  | { kind: 'parallel'; first: Op; second: Op };

/** An operation bound to concrete ids (chosen from the model before it runs). */
interface Bound {
  op: Op;
  target?: string;
  parent?: string | null;
  version?: number;
}

function pick(ids: string[], index: number): string | undefined {
  return ids.length ? ids[index % ids.length] : undefined;
}

function bind(model: TreeModel, op: Op): Bound {
  const ids = model.ids();
  const nonRoot = ids.filter((id) => model.parent.get(id) !== null);
  switch (op.kind) {
    case 'create':
      return { op, parent: pick(ids, op.parent) ?? null };
    case 'createRoot':
      return { op, parent: null };
    case 'update': {
      const target = pick(ids, op.target);
      const current = target ? model.version.get(target)! : 1;
      const version = op.versionMode === 'current' ? current : op.versionMode === 'stale' ? (current > 1 ? current - 1 : current + 1) : undefined;
      return { op, target, version };
    }
    case 'move':
      return { op, target: pick(nonRoot, op.target) ?? pick(ids, op.target), parent: pick(ids, op.parent) };
    case 'moveToNull':
      return { op, target: pick(ids, op.target), parent: null };
    case 'placeholder':
    case 'delete':
      return { op, target: pick(nonRoot, op.target) ?? pick(ids, op.target) };
    case 'deleteRoot':
      return { op, target: model.root() };
    case 'parallel':
      throw new Error('bind parallel parts one by one');
  }
}

/** Applies a bound operation to the model; answers the status the server must give. */
function expectOn(model: TreeModel, b: Bound, createdId?: string): number {
  const exists = (id?: string | null) => !!id && model.parent.has(id);
  switch (b.op.kind) {
    case 'create':
    case 'createRoot': {
      if (b.parent === null && model.root()) return 409;
      if (b.parent !== null && !exists(b.parent)) return 400;
      if (createdId) {
        model.parent.set(createdId, b.parent ?? null);
        model.version.set(createdId, 1);
        model.order.push(createdId);
      }
      return 201;
    }
    case 'update':
      if (!exists(b.target)) return 404;
      if (b.version !== undefined && b.version !== model.version.get(b.target!)) return 409;
      if (b.op.billDate) model.blank.delete(b.target!);
      else if (model.blank.has(b.target!)) return 400;
      model.bump(b.target!);
      return 200;
    case 'move':
    case 'moveToNull': {
      if (!exists(b.target)) return 404;
      const target = b.target!;
      const isRoot = model.parent.get(target) === null;
      if (b.parent === null) {
        if (!isRoot) return 400;
        model.bump(target);
        return 200;
      }
      if (isRoot || !exists(b.parent) || model.isInSubtree(b.parent!, target)) return 400;
      model.parent.set(target, b.parent!);
      model.bump(target);
      return 200;
    }
    case 'placeholder':
      if (!exists(b.target)) return 404;
      model.blank.add(b.target!);
      model.bump(b.target!);
      return 200;
    case 'delete':
    case 'deleteRoot':
      if (!exists(b.target)) return 404;
      for (const id of model.ids().filter((id) => model.isInSubtree(id, b.target!))) model.parent.delete(id);
      return 200;
    case 'parallel':
      throw new Error('not a single operation');
  }
}

// ---- talking to the server --------------------------------------------------------------

async function send(teamtreeId: string, b: Bound): Promise<ApiResponse> {
  const token = owner.access;
  const missing = crypto.randomUUID();
  switch (b.op.kind) {
    case 'create':
    case 'createRoot': {
      const categories = b.op.kind === 'create' && b.op.category ? [{ name: b.op.category, value: `v${Math.floor(Math.random() * 3)}` }] : [];
      return api.post('/api/teamtree/profile', newProfile(teamtreeId, b.parent ?? null, { categories }), { token });
    }
    case 'update': {
      const categories = b.op.category ? [{ name: b.op.category, value: 'Changed' }] : [];
      const body: Record<string, unknown> = { id: b.target ?? missing, name: `Edited ${Date.now()}`, categories };
      if (b.op.billDate) body.billDate = '2029-09-09';
      if (b.version !== undefined) body.version = b.version;
      return api.put('/api/teamtree/profile', body, { token });
    }
    case 'move':
    case 'moveToNull':
      return api.put('/api/teamtree/profile', { id: b.target ?? missing, parentId: b.parent === undefined ? missing : b.parent }, { token });
    case 'placeholder':
      return api.delete(`/api/teamtree/profile?id=${b.target ?? missing}&mode=placeholder`, { token });
    case 'delete':
    case 'deleteRoot':
      return api.delete(`/api/teamtree/profile?id=${b.target ?? missing}`, { token });
    case 'parallel':
      throw new Error('not a single operation');
  }
}

interface StoredTree {
  parent: Map<string, string | null>;
  version: Map<string, number>;
  /** Profiles without a bill date (placeholders until someone fills them in). */
  blank: Set<string>;
}

async function readTree(teamtreeId: string): Promise<StoredTree> {
  const rows = (await db()('profiles').where({ teamtree_id: teamtreeId }).select('id', 'parent_id', 'version', 'bill_date')) as {
    id: string;
    parent_id: string | null;
    version: number;
    bill_date: string | null;
  }[];
  return {
    parent: new Map(rows.map((r) => [r.id, r.parent_id])),
    version: new Map(rows.map((r) => [r.id, r.version])),
    blank: new Set(rows.filter((r) => r.bill_date === null).map((r) => r.id)),
  };
}

async function checkInvariants(teamtreeId: string, stored: StoredTree, previous: StoredTree, step: string): Promise<void> {
  const ids = [...stored.parent.keys()];
  const roots = ids.filter((id) => stored.parent.get(id) === null);
  expect(roots.length, `${step}: roots`).toBe(ids.length ? 1 : 0);
  for (const id of ids) {
    const seen = new Set<string>();
    let at: string | null = id;
    while (at !== null) {
      expect(seen.has(at), `${step}: cycle through ${at}`).toBe(false);
      seen.add(at);
      expect(stored.parent.has(at), `${step}: orphan ${id} (missing ${at})`).toBe(true);
      at = stored.parent.get(at)!;
    }
    expect(seen.has(roots[0]), `${step}: ${id} reaches the root`).toBe(true);
    const before = previous.version.get(id);
    if (before !== undefined) expect(stored.version.get(id)!, `${step}: version of ${id} went down`).toBeGreaterThanOrEqual(before);
  }
  // The same answer set-based, the way the server walks trees.
  if (roots.length) {
    const reached = await db().raw(
      `WITH RECURSIVE down(id) AS (SELECT id FROM profiles WHERE id = ? UNION SELECT p.id FROM profiles p JOIN down ON p.parent_id = down.id)
       SELECT count(*)::int AS n FROM down`,
      [roots[0]],
    );
    expect(reached.rows[0].n, `${step}: reachable from the root`).toBe(ids.length);
  }
  const unused = await db()('categories as c')
    .where('c.teamtree_id', teamtreeId)
    .whereNotExists((q) => q.select(db().raw('1')).from('profile_tags as t').whereRaw('t.category_id = c.id'));
  expect(unused, `${step}: unused categories`).toEqual([]);
  const dangling = await db()('memberships as m')
    .where('m.teamtree_id', teamtreeId)
    .whereNotNull('m.linked_profile_id')
    .whereNotExists((q) => q.select(db().raw('1')).from('profiles as p').whereRaw('p.id = m.linked_profile_id'));
  expect(dangling, `${step}: dangling links`).toEqual([]);
  const cached = await loadTreeProfiles(db(), teamtreeId);
  const fresh = await db().transaction((trx) => loadTreeProfiles(trx, teamtreeId));
  expect(cached, `${step}: the tree cache answers what is stored`).toEqual(fresh);
}

function sameTree(model: TreeModel, stored: StoredTree): boolean {
  if (model.parent.size !== stored.parent.size) return false;
  for (const [id, parent] of model.parent) {
    if (stored.parent.get(id) !== parent || stored.version.get(id) !== model.version.get(id)) return false;
    // Two parallel changes of one profile can give the same answers in either order; the bill
    // date left behind tells which order the server took.
    if (stored.blank.has(id) !== model.blank.has(id)) return false;
  }
  return true;
}

function describeTree(tree: { parent: Map<string, string | null>; version: Map<string, number> }): string {
  return JSON.stringify([...tree.parent].map(([id, p]) => [id.slice(0, 4), p?.slice(0, 4) ?? null, tree.version.get(id)]));
}

// ---- the generators ---------------------------------------------------------------------

const index = fc.nat({ max: 1000 });
const category = fc.option(fc.constantFrom(...CATEGORY_NAMES), { nil: null });
const concurrentPart: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), target: index, parent: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('update' as const), target: index, versionMode: fc.constantFrom('current' as const, 'none' as const), category, billDate: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('placeholder' as const), target: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: index }) },
);
const operation: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('create' as const), parent: index, category }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'createRoot' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('update' as const), target: index, versionMode: fc.constantFrom('current' as const, 'stale' as const, 'none' as const), category, billDate: fc.boolean() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('move' as const), target: index, parent: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('moveToNull' as const), target: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('placeholder' as const), target: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: index }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'deleteRoot' as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('parallel' as const), first: concurrentPart, second: concurrentPart }) },
);

// ---- the run ----------------------------------------------------------------------------

async function runSequence(ops: Op[]): Promise<void> {
  const { teamtreeId, rootId } = await seedTree(db(), owner);
  let model = new TreeModel(new Map([[rootId, null]]), new Map([[rootId, 1]]), [rootId]);
  let previous = await readTree(teamtreeId);
  await loadTreeProfiles(db(), teamtreeId);
  for (const [n, op] of ops.entries()) {
    const step = `step ${n} ${JSON.stringify(op)}`;
    if (op.kind === 'parallel') {
      const first = bind(model, op.first);
      const second = bind(model, op.second);
      const answers = await Promise.all([send(teamtreeId, first), send(teamtreeId, second)]);
      const stored = await readTree(teamtreeId);
      const orders = [
        [first, second],
        [second, first],
      ].map(([a, b]) => {
        const m = model.clone();
        const statuses = [expectOn(m, a), expectOn(m, b)];
        return { model: m, statuses: a === first ? statuses : [statuses[1], statuses[0]] };
      });
      const observed = answers.map((r) => r.status);
      const match = orders.find((o) => o.statuses[0] === observed[0] && o.statuses[1] === observed[1] && sameTree(o.model, stored));
      expect(match, `${step}: answers ${observed} and ${describeTree(stored)} match no serial order of ${describeTree(model)}`).toBeDefined();
      model = match!.model;
      await checkInvariants(teamtreeId, stored, previous, step);
      previous = stored;
      continue;
    }
    const bound = bind(model, op);
    const res = await send(teamtreeId, bound);
    const expected = expectOn(model.clone(), bound);
    expect(res.status, `${step}: ${JSON.stringify(res.body)}`).toBe(expected);
    if (res.status < 300) expectOn(model, bound, res.body.profile?.id);
    else expect(res.body.error, step).toEqual(expect.any(String));
    const stored = await readTree(teamtreeId);
    expect(sameTree(model, stored), `${step}: stored ${describeTree(stored)} model ${describeTree(model)}`).toBe(true);
    await checkInvariants(teamtreeId, stored, previous, step);
    previous = stored;
  }
}

describe('tree integrity under random operation sequences', () => {
  it(
    'keeps one root, reachability, no cycles, no orphans and rising versions',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 40, maxLength: 80 }), runSequence),
        { numRuns: RUNS, endOnFailure: process.env.MODEL_SHRINK !== '1' },
      );
      // The tree cache was checked on all its paths: kept, patched, pruned after deletes, read again.
      const { hits, patches, prunes, reads } = treeCacheOf(db()).stats;
      expect(Math.min(hits, patches, prunes, reads), JSON.stringify(treeCacheOf(db()).stats)).toBeGreaterThan(0);
    },
    240_000,
  );
});

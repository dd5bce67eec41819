import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../desktop/renderer/src/api/teamtree';
import { categoriesInUse, type TreeAnswer, type TreeProfile } from '../../../desktop/renderer/src/realtime/tree-patch';
import { TreeSync } from '../../../desktop/renderer/src/realtime/tree-sync';

const TREE = 't1';

const profile = (id: string, parentId: string | null, version = 1, name = id): TreeProfile => ({
  id,
  teamtreeId: TREE,
  name,
  phone: '',
  birthday: null,
  billDate: null,
  parentId,
  parentName: null,
  categoryData: { categories: [], tags: [] },
  categories: [],
  reminders: [],
  version,
  updatedAt: '2026-11-24T10:00:00.000Z',
});

const answerOf = (profiles: TreeProfile[]) =>
  ({
    teamtree: { id: TREE, name: 'T', ownerId: 'o', ownerName: 'O', members: [{ permission: 'OWNER' }], profiles, categories: categoriesInUse(profiles), ownerPlan: 'BASIC', categoryLimit: 3 },
    userMembership: { id: 'm', userId: 'o', user: { firstName: 'O', lastName: 'W', email: 'o@example.com' }, permission: 'OWNER', linkedProfileId: 'a', teamtreeId: TREE },
    needsProfileLink: false,
    teamtrees: [],
  }) as unknown as TreeAnswer;

/** A query client whose tree "server" answers `server`; each read waits in `reads` until settled. */
function setup() {
  const server = { profiles: [profile('a', null), profile('b', 'a')] };
  const reads: Array<() => void> = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryDefaults(keys.tree(TREE), {
    queryFn: () =>
      new Promise<TreeAnswer>((resolve) => {
        const snapshot = answerOf(server.profiles);
        reads.push(() => resolve(snapshot));
      }),
  });
  const sync = new TreeSync(client);
  const held = () => client.getQueryData<TreeAnswer>(keys.tree(TREE))!.teamtree.profiles;
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      while (reads.length) reads.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  // A mounted page: the query is active, so an invalidation reads it.
  const observer = new QueryObserver(client, { queryKey: keys.tree(TREE) });
  const unsubscribe = observer.subscribe(() => {});
  return { server, reads, client, sync, held, settle, unsubscribe };
}

async function loaded() {
  const t = setup();
  await t.settle();
  t.sync.stats.rereads = 0;
  return t;
}

describe('TreeSync', () => {
  it('applies a change to the held tree without a read', async () => {
    const t = await loaded();
    t.sync.profileChanged(TREE, profile('b', 'a', 2, 'Bea'), false);
    expect(t.held().map((p) => p.name)).toEqual(['a', 'Bea']);
    expect(t.reads).toHaveLength(0);
  });

  it("takes the owner's new settings into the held tree without a read, keeping its profiles", async () => {
    const t = await loaded();
    const before = t.held();
    t.sync.treeSettingsChanged(TREE, { dialCountry: 'AT' });
    expect(t.client.getQueryData<TreeAnswer>(keys.tree(TREE))!.teamtree.settings).toEqual({ dialCountry: 'AT' });
    expect(t.held()).toBe(before);
    expect(t.reads).toHaveLength(0);
  });

  it('reads the tree once for a gap, however many gaps follow while it reads', async () => {
    const t = await loaded();
    t.server.profiles = [profile('a', null), profile('b', 'a', 3, 'B3')];
    t.sync.profileChanged(TREE, profile('b', 'a', 3, 'B3'), false);
    t.sync.profileChanged(TREE, profile('x', 'nobody', 1), true);
    t.sync.profileChanged(TREE, profile('b', 'a', 9), false);
    expect(t.sync.stats.rereads).toBe(1);
    expect(t.reads).toHaveLength(1);
    await t.settle();
    expect(t.held().map((p) => `${p.id}@${p.version}`)).toEqual(['a@1', 'b@3']);
    expect(t.sync.stats.rereads).toBe(1);
  });

  it('keeps changes that arrive during a read and applies them to its answer', async () => {
    const t = setup();
    // The read was answered before the change; the change's event arrives before the answer lands.
    t.sync.profileChanged(TREE, profile('c', 'a'), true);
    await t.settle();
    expect(t.held().map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('ignores stale and echoed changes', async () => {
    const t = await loaded();
    t.sync.profileChanged(TREE, profile('b', 'a', 2, 'new'), false);
    t.sync.profileChanged(TREE, profile('b', 'a', 1, 'old'), false);
    t.sync.profileChanged(TREE, profile('b', 'a', 2, 'echo'), false);
    expect(t.held()[1].name).toBe('new');
    expect(t.sync.stats).toMatchObject({ applied: 1, ignored: 2, gaps: 0, rereads: 0 });
  });

  describe('joining the tree\'s room', () => {
    it('reads once more after a read that began before the join, catching a change made before it', async () => {
      const t = setup();
      // The first read's snapshot is taken; a change follows before the room is joined (no event).
      t.server.profiles = [profile('a', null), profile('b', 'a', 2, 'Bea')];
      t.sync.joined(TREE);
      expect(t.sync.stats.rereads).toBe(0); // not while the first read is under way
      await t.settle();
      expect(t.held().map((p) => p.name)).toEqual(['a', 'Bea']);
      expect(t.sync.stats.rereads).toBe(1);
      expect(t.reads).toHaveLength(0);
    });

    it('reads a held tree once on a later join (back after a lost connection), and not again', async () => {
      const t = await loaded();
      t.server.profiles = [profile('a', null), profile('b', 'a', 2, 'Bea')];
      t.sync.joined(TREE);
      expect(t.reads).toHaveLength(1);
      await t.settle();
      expect(t.held().map((p) => p.name)).toEqual(['a', 'Bea']);
      t.sync.profileChanged(TREE, profile('b', 'a', 3, 'Bee'), false);
      await t.settle();
      expect(t.sync.stats).toMatchObject({ rereads: 1, applied: 1 });
    });

    it('reads again after a re-read that was under way when the room was joined', async () => {
      const t = await loaded();
      t.sync.catchUp(TREE);
      t.server.profiles = [profile('a', null), profile('b', 'a', 2, 'Bea')];
      t.sync.joined(TREE);
      await t.settle();
      expect(t.held().map((p) => p.name)).toEqual(['a', 'Bea']);
      expect(t.sync.stats.rereads).toBe(2);
    });

    it("reads a held tree once on the server's resync (events may have been missed, the socket stayed connected)", async () => {
      const t = await loaded();
      // A change whose event this client never got.
      t.server.profiles = [profile('a', null), profile('b', 'a', 2, 'Bea')];
      t.sync.resync(TREE);
      expect(t.reads).toHaveLength(1);
      await t.settle();
      expect(t.held().map((p) => p.name)).toEqual(['a', 'Bea']);
      expect(t.sync.stats.rereads).toBe(1);
    });

    it('does not read a tree it does not hold', () => {
      const sync = new TreeSync(new QueryClient());
      sync.joined(TREE);
      expect(sync.stats.rereads).toBe(0);
    });
  });
});


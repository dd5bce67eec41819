import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeProfiles, type NewProfile, type ProfileWriter } from '../../server/profiles/store/gateway';
import { readFingerprint } from '../../server/profiles/store/tree-fingerprint';
import { registerUser, type TestUser } from '../support/accounts';
import { seedTree } from '../support/seed';
import { useTestServer } from '../support/use-test-server';

/** The write gateway on the real database: one transaction, one lock, one version bump per changed profile. */

const backend = useTestServer();
const db = () => backend.server.context.db;
let owner: TestUser;

beforeAll(async () => {
  owner = await registerUser(backend.api, { firstName: 'Gate' });
});

const fields = (name: string) => ({ name, phone: '', birthday: null, billDate: '2030-01-15', reminders: [] });

async function versions(teamtreeId: string): Promise<Record<string, number>> {
  const rows: { id: string; version: number }[] = await db()('profiles').where({ teamtree_id: teamtreeId }).select('id', 'version');
  return Object.fromEntries(rows.map((row) => [row.id, row.version]));
}

async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  const err = (await work.then(
    () => null,
    (e: unknown) => e,
  )) as { status: number; message: string } | null;
  expect(err).not.toBeNull();
  return { status: err!.status, message: err!.message };
}

describe('writeProfiles', () => {
  it('raises a profile changed several times in one transaction by exactly one', async () => {
    const tree = await seedTree(db(), owner);
    const before = await versions(tree.teamtreeId);
    const answer = await writeProfiles(db(), tree.teamtreeId, owner.id, async (writer) => {
      const root = await writer.find(tree.rootId);
      await writer.update(root, { name: 'Once' });
      await writer.setCategories(root.id, [{ name: 'Rank', value: 'Gold' }]);
      await writer.setCategoryValue(root.id, 'Rank', 'Silver');
      await writer.update(await writer.find(root.id), { phone: '+49 1701234567' });
      await writer.clearCategories(root.id);
      return writer.answer(root.id);
    });
    expect(answer).toMatchObject({ name: 'Once', phone: '+49 1701234567', categories: [], version: before[tree.rootId] + 1 });
    expect(await versions(tree.teamtreeId)).toEqual({ [tree.rootId]: before[tree.rootId] + 1 });
  });

  it('inserts and updates a batch in one transaction: new profiles at version 1, each changed one raised once', async () => {
    const tree = await seedTree(db(), owner);
    const fingerprint = await readFingerprint(db(), tree.teamtreeId);
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const batch: NewProfile[] = [
      { id: a, parentId: tree.rootId, ...fields('A'), categories: [{ name: 'Team', value: 'North' }] },
      { id: b, parentId: a, ...fields('B') },
      ...Array.from({ length: 1200 }, (_, i) => ({ parentId: b, ...fields(`Leaf ${i}`) })),
    ];
    const ids = await writeProfiles(db(), tree.teamtreeId, owner.id, (writer) => writer.insertMany(batch));
    expect(ids.slice(0, 2)).toEqual([a, b]);
    await writeProfiles(db(), tree.teamtreeId, owner.id, (writer) =>
      writer.updateMany([
        { id: a, changes: { name: 'A2' }, categories: [] },
        { id: b, changes: { parentId: tree.rootId } },
        { id: a, changes: { phone: '+49 1701234567' } },
      ]),
    );
    const after = await versions(tree.teamtreeId);
    expect(Object.keys(after)).toHaveLength(1203);
    expect({ a: after[a], b: after[b], leaves: new Set(ids.slice(2).map((id) => after[id])) }).toEqual({ a: 2, b: 2, leaves: new Set([1]) });
    expect((await readFingerprint(db(), tree.teamtreeId)).key).not.toBe(fingerprint.key);
    const stored = await db()('profiles').whereIn('id', [a, b]).orderBy('name').select('name', 'phone', 'parent_id');
    expect(stored).toEqual([
      { name: 'A2', phone: '+49 1701234567', parent_id: tree.rootId },
      { name: 'B', phone: '', parent_id: tree.rootId },
    ]);
  });

  it('refuses a batch with a parent outside the tree, a child before its parent, or a second root, and writes nothing', async () => {
    const tree = await seedTree(db(), owner);
    const other = await seedTree(db(), owner);
    const before = await versions(tree.teamtreeId);
    const insert = (rows: NewProfile[]) => writeProfiles(db(), tree.teamtreeId, owner.id, (writer) => writer.insertMany(rows));
    const late = crypto.randomUUID();
    expect(await refusal(insert([{ parentId: tree.rootId, ...fields('ok') }, { parentId: other.rootId, ...fields('x') }]))).toMatchObject({ status: 400 });
    expect(await refusal(insert([{ parentId: late, ...fields('child') }, { id: late, parentId: tree.rootId, ...fields('parent') }]))).toMatchObject({ status: 400 });
    expect(await refusal(insert([{ parentId: null, ...fields('second root') }]))).toMatchObject({ status: 409 });
    expect(await versions(tree.teamtreeId)).toEqual(before);
  });

  it('refuses a batch update naming a profile of another tree with 404, and writes nothing', async () => {
    const tree = await seedTree(db(), owner);
    const other = await seedTree(db(), owner);
    const [mine, theirs] = [await versions(tree.teamtreeId), await versions(other.teamtreeId)];
    const update = writeProfiles(db(), tree.teamtreeId, owner.id, (writer) =>
      writer.updateMany([
        { id: tree.rootId, changes: { name: 'Mine' } },
        { id: other.rootId, changes: { name: 'Theirs' } },
      ]),
    );
    expect(await refusal(update)).toMatchObject({ status: 404 });
    expect([await versions(tree.teamtreeId), await versions(other.teamtreeId)]).toEqual([mine, theirs]);
    expect(await db()('profiles').whereIn('name', ['Mine', 'Theirs']).pluck('id')).toEqual([]);
  });

  it('lets no writer be used after its transaction ended', async () => {
    const tree = await seedTree(db(), owner);
    let kept: ProfileWriter | undefined;
    await writeProfiles(db(), tree.teamtreeId, owner.id, async (writer) => {
      kept = writer;
    });
    await expect(kept!.find(tree.rootId)).rejects.toThrow(/after its transaction ended/);
    await expect(kept!.setCategories(tree.rootId, [])).rejects.toThrow(/after its transaction ended/);
  });
});

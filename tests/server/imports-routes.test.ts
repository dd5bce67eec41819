import { describe, expect, it } from 'vitest';
import { categoryLimitMessage } from '../../shared/domain/categories';
import { snapshotTree } from '../support/seed';
import { useSeededCast } from './profiles-fixtures';
import { importRow, seedEmptyTree } from './imports-fixtures';

/** `POST /api/teamtree/import` and `GET /api/teamtree/import` (docs/import-export.md). */
const { api, cast, events, db } = useSeededCast();

async function statusProfiles(teamtreeId: string) {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: cast.owner.access });
  expect(res.status).toBe(200);
  return res.body.teamtree.profiles as Array<{ id: string; name: string; parentId: string | null; phone: string; billDate: string | null; version: number; categories: { name: string; value: string }[] }>;
}

describe('importing into an empty tree', () => {
  it('makes the file\u2019s root the tree\u2019s root, writes every row, and sends one profile-add for the batch', async () => {
    const teamtreeId = await seedEmptyTree(db(), cast.owner);
    const before = events.length;
    const res = await api.post(
      '/api/teamtree/import',
      {
        teamtreeId,
        parentId: null,
        rows: [
          importRow('Anna Adler', { externalId: '1', billDate: '2025-01-15', categories: [{ name: 'Rang', value: 'Gold' }] }),
          importRow('Ben Berg', { externalId: '2', uplineRow: 0, phone: '+49 1511234567' }),
          importRow('Cem Cakir', { uplineRow: 1, birthday: '1990-02-01' }),
          importRow('Dora Dahl'),
        ],
      },
      { token: cast.owner.access },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ added: 4, updated: 0, profileIds: [expect.any(String), expect.any(String), expect.any(String), expect.any(String)] });
    const [anna, ben, cem, dora] = res.body.profileIds as string[];
    const profiles = new Map((await statusProfiles(teamtreeId)).map((p) => [p.id, p]));
    expect(profiles.size).toBe(4);
    expect(profiles.get(anna)).toMatchObject({ name: 'Anna Adler', parentId: null, billDate: '2025-01-15', version: 1, categories: [{ name: 'Rang', value: 'Gold' }] });
    expect(profiles.get(ben)).toMatchObject({ parentId: anna, phone: '+49 1511234567' });
    expect(profiles.get(cem)).toMatchObject({ parentId: ben, billDate: null });
    expect(profiles.get(dora)).toMatchObject({ parentId: anna });
    expect(events.slice(before)).toEqual([
      { teamtreeId, event: { type: 'profile-add', teamtreeId, profileId: anna, data: { id: anna, teamtreeId, batch: { added: 4, updated: 0 } } } },
    ]);
  });
});

describe('importing under a partner and again', () => {
  it('adds under the chosen partner, then a re-import updates the partners it matched by ID instead of adding them twice', async () => {
    const { teamtreeId, rootId } = cast.tree;
    await statusProfiles(teamtreeId); // the tree cache holds the tree before the import
    const rows = [
      importRow('Erik Eck', { externalId: 'E-1', phone: '+49 1701111111', categories: [{ name: 'Rank', value: 'Silver' }] }),
      importRow('Finn Falk', { externalId: 'E-2', uplineRow: 0, billDate: '2025-03-01' }),
    ];
    const first = await api.post('/api/teamtree/import', { teamtreeId, parentId: rootId, rows }, { token: cast.editor.access });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ added: 2, updated: 0 });
    const [erik, finn] = first.body.profileIds as string[];
    expect((await statusProfiles(teamtreeId)).find((p) => p.id === erik)).toMatchObject({ parentId: rootId, version: 1 });

    const again = [
      importRow('Erik Eckhardt', { externalId: 'E-1', categories: [{ name: 'Rank', value: 'Gold' }] }),
      importRow('Finn Falk', { externalId: 'E-2', uplineRow: 0, billDate: '2025-04-01' }),
      importRow('Gina Gold', { externalId: 'E-3', uplineRow: 1 }),
    ];
    const second = await api.post('/api/teamtree/import', { teamtreeId, parentId: rootId, rows: again }, { token: cast.editor.access });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({ added: 1, updated: 2, profileIds: [erik, finn, expect.any(String)] });
    const profiles = await statusProfiles(teamtreeId);
    expect(profiles.filter((p) => p.name.startsWith('Erik') || p.name.startsWith('Finn'))).toHaveLength(2);
    // An empty cell keeps the value; the version goes up like every other write.
    expect(profiles.find((p) => p.id === erik)).toMatchObject({ name: 'Erik Eckhardt', phone: '+49 1701111111', version: 2, categories: [{ name: 'Rank', value: 'Gold' }] });
    expect(profiles.find((p) => p.id === finn)).toMatchObject({ billDate: '2025-04-01', parentId: erik, version: 2 });
    expect(profiles.find((p) => p.id === second.body.profileIds[2])).toMatchObject({ name: 'Gina Gold', parentId: finn });

    const known = await api.get(`/api/teamtree/import?teamtreeId=${teamtreeId}`, { token: cast.moderator.access });
    expect(known.status).toBe(200);
    expect(known.body.externalIds).toEqual(expect.arrayContaining([{ profileId: erik, externalId: 'E-1' }, { profileId: finn, externalId: 'E-2' }]));
  });

  it('refuses a file that goes over the plan\u2019s category limit and writes nothing', async () => {
    const { teamtreeId, rootId } = cast.tree;
    const before = await snapshotTree(db(), teamtreeId);
    const rows = [importRow('Hans', { categories: [{ name: 'A1', value: 'x' }, { name: 'A2', value: 'y' }, { name: 'A3', value: 'z' }] })];
    const res = await api.post('/api/teamtree/import', { teamtreeId, parentId: rootId, rows }, { token: cast.owner.access });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: categoryLimitMessage('BASIC'), code: 'forbidden' });
    expect(await snapshotTree(db(), teamtreeId)).toEqual(before);
  });
});

describe('a failure in the middle of the write', () => {
  it('leaves the tree exactly as it was', async () => {
    const { teamtreeId, rootId } = cast.tree;
    // A real database refusal after the profiles are written: the tag of the last row.
    await db().raw(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.value = 'Boom' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db().raw('CREATE TRIGGER refuse_boom BEFORE INSERT ON profile_tags FOR EACH ROW EXECUTE FUNCTION refuse_boom()');
    try {
      const before = await snapshotTree(db(), teamtreeId);
      const eventsBefore = events.length;
      const rows = [
        importRow('Ida', { externalId: 'E-1' }),
        ...Array.from({ length: 50 }, (_, i) => importRow(`Row ${i}`, { uplineRow: 0 })),
        importRow('Last', { categories: [{ name: 'Rank', value: 'Boom' }] }),
      ];
      const res = await api.post('/api/teamtree/import', { teamtreeId, parentId: rootId, rows }, { token: cast.owner.access });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Internal error', code: 'internal' });
      expect(await snapshotTree(db(), teamtreeId)).toEqual(before);
      expect(events.length).toBe(eventsBefore);
    } finally {
      await db().raw('DROP TRIGGER refuse_boom ON profile_tags');
      await db().raw('DROP FUNCTION refuse_boom()');
    }
  });
});

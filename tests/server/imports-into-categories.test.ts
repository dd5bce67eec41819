import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../shared/import/column-mapping';
import { parseCsv } from '../../shared/import/parse-csv';
import { validateImport } from '../../shared/import/validate-import';
import { newProfile, setPlan } from '../support/seed';
import { useSeededCast } from './profiles-fixtures';

/**
 * Issue 24 item 4: a back-office file read by the import screen's own code (shared/import),
 * sent to the real server, written into the real database. A `Rang` column on a BASIC tree
 * (one category) that already has `Rank` fills `Rank` instead of skipping every row.
 */
const { api, cast, db } = useSeededCast();
const ROWS = 300;

interface StatusProfile {
  id: string;
  name: string;
  parentId: string | null;
  phone: string;
  categories: { name: string; value: string }[];
}

async function readTree() {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${cast.tree.teamtreeId}`, { token: cast.owner.access });
  expect(res.status).toBe(200);
  return res.body.teamtree as { profiles: StatusProfile[]; categories: { name: string }[]; ownerPlan: 'BASIC' };
}

/** Partner `i` is sponsored by partner `(i - 1) / 3` (a tree three wide), `Rang` and a national phone on each. */
function backOfficeCsv(): string {
  const lines = ['Partner-ID;Name;Sponsor-ID;Telefon;Rang'];
  for (let i = 0; i < ROWS; i++) {
    const sponsor = i === 0 ? '' : `P${Math.floor((i - 1) / 3)}`;
    lines.push(`P${i};Partner ${i};${sponsor};0171/67${String(i).padStart(5, '0')};${i % 2 === 0 ? 'Gold' : 'Silber'}`);
  }
  return lines.join('\r\n');
}

describe('importing into the categories the tree has', () => {
  it('maps a Rang column onto the tree\u2019s Rank on a BASIC tree and imports every row, phones with the chosen country', async () => {
    await setPlan(db(), cast.owner.id, 'BASIC');
    const seeded = await api.post('/api/teamtree/profile', newProfile(cast.tree.teamtreeId, cast.tree.rootId, { name: 'Ranked Rosa', categories: [{ name: 'Rank', value: 'Bronze' }] }), {
      token: cast.owner.access,
    });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(201);

    const tree = await readTree();
    const categoryNames = tree.categories.map((c) => c.name);
    expect(categoryNames).toEqual(['Rank']);
    const table = parseCsv(backOfficeCsv());
    const mapping = guessMapping(table, categoryNames);
    expect(mapping).toEqual(['externalId', 'name', 'uplineId', 'phone', 'category:Rank']);
    const partners = tree.profiles.map((p) => ({ id: p.id, name: p.name, externalId: null }));
    const checked = validateImport(table, mapping, null, { partners, categoryNames, plan: tree.ownerPlan }, 'DE');
    expect(checked.counts).toEqual({ add: ROWS, update: 0, root: 0, skip: 0, warned: 0 });

    const res = await api.post('/api/teamtree/import', { teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows: checked.rows }, { token: cast.editor.access });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: ROWS, updated: 0 });

    const after = await readTree();
    expect(after.categories.map((c) => c.name)).toEqual(['Rank']);
    const byName = new Map(after.profiles.map((p) => [p.name, p]));
    for (let i = 0; i < ROWS; i++) {
      const partner = byName.get(`Partner ${i}`);
      expect(partner, `Partner ${i}`).toMatchObject({
        phone: `+49 17167${String(i).padStart(5, '0')}`,
        categories: [{ name: 'Rank', value: i % 2 === 0 ? 'Gold' : 'Silber' }],
      });
      const upline = i === 0 ? cast.tree.rootId : byName.get(`Partner ${Math.floor((i - 1) / 3)}`)!.id;
      expect(partner!.parentId).toBe(upline);
    }
  });
});

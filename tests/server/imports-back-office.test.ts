import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../shared/import/column-mapping';
import { LEADER_LINE } from '../../shared/import/find-leader';
import { readImportFile } from '../../shared/import/read-import-file';
import { UPLINE_ISSUE, UPLINE_WARNING } from '../../shared/import/resolve-uplines';
import { validateImport, type ImportTreeContext } from '../../shared/import/validate-import';
import { ROOT_EDIT_DENIED } from '../../shared/domain/policies';
import { addMember, newProfile } from '../support/seed';
import { importRow, seedEmptyTree } from './imports-fixtures';
import { useSeededCast } from './profiles-fixtures';

/**
 * Issue 34 items 1-3: a back office's export as a team leader's phone gets it (Windows-1252,
 * `;`, `dd.MM.yyyy`, 'Sponsor-Nr' and 'Sponsor', a mostly empty 'Telefon' and 'Mobil', the
 * leader's own row at the top, junk phones, a removed upline row, a row without a name), read
 * by the import screen's own code (shared/import), sent to the real server, written into the
 * real database: the leader is the tree's root, every readable partner is imported, the
 * unreadable cells are warnings and the rows under a skipped row are kept.
 */
const { api, cast, db } = useSeededCast();

const LINES = [
  'Partner-Nr;Vorname;Nachname;Sponsor-Nr;Sponsor;Telefon;Mobil;Geburtstag;Rang',
  '77;Sabine;Hoffmann;12;Klaus Oben;;0170 1234567;03.04.1975;Diamant',
  '501;Jürgen;Müller;77;Sabine Hoffmann;;0171 1111111;01.02.1980;Gold',
  '502;Björn;Weiß;501;Jürgen Müller;;folgt;31.02.1990;Silber',
  '503;Anna;Groß;501;Jürgen Müller;;n/a;;Silber',
  '504;Cem;Öztürk;77;Sabine Hoffmann;030 1234567;123;;Bronze',
  '505;Dora;Dahl;600;Gelöschte Upline;;0172 2222222;;',
  '506;Emil;Eck;505;Dora Dahl;;0173 3333333;;',
  '507;Fritz;Falk;506;Emil Eck;;;;',
  '508;;;77;Sabine Hoffmann;;0174 4444444;;',
  '509;Gina;Gold;508;;;0175 5555555;;',
];

/** The file as the back office writes it: Windows-1252 (every character here is Latin-1, the same bytes). */
const windows1252 = (lines: readonly string[]) => {
  const bytes = Buffer.from(lines.join('\r\n'), 'latin1');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

interface StatusProfile {
  id: string;
  name: string;
  parentId: string | null;
  phone: string;
  birthday: string | null;
  version: number;
  categories: { name: string; value: string }[];
}

async function readTree(teamtreeId: string) {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: cast.owner.access });
  expect(res.status).toBe(200);
  return res.body.teamtree as { profiles: StatusProfile[]; categories: { name: string }[]; ownerPlan: 'BASIC' };
}

/** A tree of the owner's whose root is the leader, Sabine Hoffmann (her phone, no birthday, no category). */
async function leaderTree(root: Record<string, unknown> = {}): Promise<{ teamtreeId: string; rootId: string }> {
  const teamtreeId = await seedEmptyTree(db(), cast.owner);
  const res = await api.post('/api/teamtree/profile', newProfile(teamtreeId, null, { name: 'Sabine Hoffmann', phone: '+49 1701234567', birthday: null, ...root }), {
    token: cast.owner.access,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { teamtreeId, rootId: res.body.profile?.id ?? res.body.id };
}

/** The import screen's reading of the file against the tree as it is now. */
async function checkFile(teamtreeId: string, lines: readonly string[] = LINES) {
  const tree = await readTree(teamtreeId);
  const root = tree.profiles.find((p) => p.parentId === null)!;
  const context: ImportTreeContext = {
    partners: tree.profiles.map((p) => ({ id: p.id, name: p.name, externalId: null })),
    categoryNames: tree.categories.map((c) => c.name),
    plan: tree.ownerPlan,
    root: { id: root.id, name: root.name, phone: root.phone, externalId: null },
    topName: root.name,
  };
  const table = await readImportFile('export.csv', windows1252(lines));
  const mapping = guessMapping(table, context.categoryNames);
  return { table, mapping, checked: validateImport(table, mapping, 'dd.MM.yyyy', context, 'DE') };
}

describe('a back-office export with the leader\u2019s row, junk phones and a removed upline row', () => {
  it('imports the leader onto the root, every readable partner with warnings for its unreadable cells, and keeps the rows under skipped rows', async () => {
    const { teamtreeId, rootId } = await leaderTree();
    const { table, mapping, checked } = await checkFile(teamtreeId);
    expect(table.rows[1][1]).toBe('Jürgen'); // Windows-1252 read as such
    expect(mapping).toEqual(['externalId', 'firstName', 'lastName', 'uplineId', 'uplineCheck', 'ignore', 'phone', 'birthday', 'category']);

    expect(checked.leader).toEqual({ rowNumber: 2, name: 'Sabine Hoffmann', by: 'name-phone', text: LEADER_LINE, taken: true });
    expect(checked.counts).toEqual({ add: 7, update: 0, root: 1, skip: 2, warned: 5 });
    const line = (rowNumber: number) => checked.report.find((entry) => entry.rowNumber === rowNumber)!;
    expect(line(4).warnings).toEqual([
      'Phone \u201cfolgt\u201d is not a phone number: imported without phone.',
      'Birthday \u201c31.02.1990\u201d is not a date in the format dd.MM.yyyy: imported without birthday.',
    ]);
    expect(line(5).warnings).toEqual(['Phone \u201cn/a\u201d is not a phone number: imported without phone.']);
    expect(line(6).warnings).toEqual(['Phone \u201c123\u201d is not a phone number: imported without phone.']);
    expect(line(7)).toMatchObject({ action: 'skip', issues: [UPLINE_ISSUE.unknown('600')] });
    expect(line(8).warnings).toEqual([UPLINE_WARNING.uplineSkipped(7, 'Sabine Hoffmann')]);
    expect(line(10)).toMatchObject({ action: 'skip', issues: ['The name is missing.'] });
    expect(line(11).warnings).toEqual([UPLINE_WARNING.uplineSkipped(10, 'Sabine Hoffmann (you)')]);

    const res = await api.post('/api/teamtree/import', { teamtreeId, parentId: rootId, rows: checked.rows }, { token: cast.owner.access });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: 7, updated: 1 });
    expect(res.body.profileIds[0]).toBe(rootId);

    const after = await readTree(teamtreeId);
    expect(after.profiles).toHaveLength(8); // the root and seven partners: no second Sabine Hoffmann
    const byName = new Map(after.profiles.map((p) => [p.name, p]));
    // The root keeps its name and phone; its empty birthday and category are filled.
    expect(byName.get('Sabine Hoffmann')).toMatchObject({ id: rootId, parentId: null, phone: '+49 1701234567', birthday: '1975-04-03', version: 2, categories: [{ name: 'Rang', value: 'Diamant' }] });
    const juergen = byName.get('Jürgen Müller')!;
    expect(juergen).toMatchObject({ parentId: rootId, phone: '+49 1711111111', birthday: '1980-02-01' });
    expect(byName.get('Björn Weiß')).toMatchObject({ parentId: juergen.id, phone: '', birthday: null, categories: [{ name: 'Rang', value: 'Silber' }] });
    expect(byName.get('Anna Groß')).toMatchObject({ parentId: juergen.id, phone: '' });
    expect(byName.get('Cem Öztürk')).toMatchObject({ parentId: rootId, phone: '' });
    expect(byName.get('Emil Eck')).toMatchObject({ parentId: rootId, phone: '+49 1733333333' });
    expect(byName.get('Fritz Falk')).toMatchObject({ parentId: byName.get('Emil Eck')!.id });
    expect(byName.get('Gina Gold')).toMatchObject({ parentId: rootId });
    expect(byName.has('Dora Dahl')).toBe(false);
  });

  it('never overwrites what the root holds, and an editor may send the leader\u2019s row as long as it fills nothing', async () => {
    const { teamtreeId, rootId } = await leaderTree({ birthday: '1970-01-01', categories: [{ name: 'Rang', value: 'Gold' }] });
    await addMember(db(), teamtreeId, cast.editor, 'EDIT');
    const before = (await readTree(teamtreeId)).profiles[0];
    const leaderRow = importRow('Sabine H.', { isRoot: true, phone: '+49 1709999999', birthday: '1975-04-03', categories: [{ name: 'Rang', value: 'Diamant' }] });
    const rows = [leaderRow, importRow('Kim Kurz', { uplineRow: 0 })];
    const res = await api.post('/api/teamtree/import', { teamtreeId, parentId: rootId, rows }, { token: cast.editor.access });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: 1, updated: 0, profileIds: [rootId, expect.any(String)] });
    const after = await readTree(teamtreeId);
    expect(after.profiles.find((p) => p.id === rootId)).toEqual(before);
    expect(after.profiles.find((p) => p.name === 'Kim Kurz')).toMatchObject({ parentId: rootId });

    // A fill of the root is an edit of the root: the owner's only.
    const { teamtreeId: other, rootId: otherRoot } = await leaderTree();
    await addMember(db(), other, cast.editor, 'EDIT');
    const refused = await api.post('/api/teamtree/import', { teamtreeId: other, parentId: otherRoot, rows }, { token: cast.editor.access });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: ROOT_EDIT_DENIED });
    expect((await readTree(other)).profiles).toHaveLength(1);
  });

  it('refuses a root row with an upline, two root rows, and a root row in a tree without a root (400, nothing written)', async () => {
    const { teamtreeId, rootId } = await leaderTree();
    const post = (id: string, parentId: string | null, rows: unknown[]) => api.post('/api/teamtree/import', { teamtreeId: id, parentId, rows }, { token: cast.owner.access });
    const withUpline = await post(teamtreeId, rootId, [importRow('A'), importRow('B', { isRoot: true, uplineRow: 0 })]);
    expect(withUpline.status).toBe(400);
    expect(withUpline.body.fields).toEqual({ 'rows.1.isRoot': expect.stringMatching(/has no upline/) });
    const twice = await post(teamtreeId, rootId, [importRow('A', { isRoot: true }), importRow('B', { isRoot: true })]);
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ 'rows.1.isRoot': 'Only one row can be the root' });
    const empty = await seedEmptyTree(db(), cast.owner);
    const none = await post(empty, null, [importRow('A', { isRoot: true })]);
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ 'rows.0.isRoot': 'The TeamTree has no root profile for this row' });
    expect((await readTree(teamtreeId)).profiles).toHaveLength(1);
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detectFiguresReading } from '../../shared/import/figures-cells';
import { guessFigureMapping } from '../../shared/import/figures-mapping';
import { presetsFor, withPreset } from '../../shared/import/figures-presets';
import type { PartnerRow } from '../../shared/import/figures-match';
import { planFiguresNow, type FiguresPlan } from '../../shared/import/figures-rows';
import { headerDelimiter } from '../../shared/import/parse-csv';
import { decodeCsvBytes, readImportFile } from '../../shared/import/read-import-file';
import { figuresAnswer, figuresWriteAnswer, type Figures } from '../../shared/schemas/figures';
import { settingsAnswer } from '../../shared/schemas/settings';
import type { TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { useTreeCast } from './tree-cast';
import { addMember, createTree, expectError, TODAY } from './trees-fixtures';

/**
 * 'Monthly figures' (issue 38 item 1): a back office's monthly export read by the import screen's
 * own code (shared/import: the file, the mapping guessed from its headings, the number style, the
 * rows matched to the tree's partners over the month's figures), written through the real
 * `PUT /api/teamtree/figures` and read back; a German Windows-1252 CSV (`;`, `1.234,56`, a PV of
 * `12,5 %`, a row of nobody, two partners of one name told apart by the upline) and an English
 * XLSX; then a mapping saved as a preset in the user settings and offered for the next file with
 * the same headings. Runs on the embedded database and, with TEST_DB=postgres, on PostgreSQL.
 */
const backend = useTestServer();
const { api } = backend;
const cast = useTreeCast(backend, 'Figures Import Team');

const GERMAN_CSV = [
  'Partner-Nr;Vorname;Nachname;Sponsor;PV;GV;Rang;Bezahlter Rang;ABO;Letzte Bestellung',
  '501;Jürgen;Müller;Sabine Hoffmann;1.234,56;12.345,00;Gold;Silber;ja;03.11.2026',
  '502;Björn;Weiß;Jürgen Müller;87,5;1.087,5;Bronze;;nein;',
  ';Anna;Groß;Björn Weiß;12,5 %;200;;;ja;28.11.2026',
  '999;Nora;Niemand;Jürgen Müller;10;10;;;;',
].join('\r\n');

/** The bytes as the back office writes them: Windows-1252 (every character here is Latin-1, the same bytes). */
function windows1252(text: string): ArrayBuffer {
  const bytes = Buffer.from(text, 'latin1');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

async function englishXlsx(): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Monthly');
  sheet.addRow(['Distributor ID', 'Name', 'Upline', 'PV', 'GV', 'Rank', 'Paid As', 'Autoship', 'Last Order']);
  sheet.addRow(['501', 'Jürgen Müller', 'Sabine Hoffmann', 1500.25, '12,000.50', 'Platinum', 'Gold', 'Yes', new Date(Date.UTC(2026, 9, 30))]);
  sheet.addRow(['', 'Anna Groß', 'Jürgen Müller', 40, 40, 'Member', '', 'No', '']);
  sheet.addRow(['', 'Anna Groß', '', 55, 55, '', '', '', '']);
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof ArrayBuffer ? buffer : (new Uint8Array(buffer as unknown as ArrayBufferLike).slice().buffer as ArrayBuffer);
}

/**
 * A tree whose root is Sabine Hoffmann, partners imported with their back-office IDs (Jürgen
 * Müller 501, Björn Weiß 502) and two partners named Anna Groß: one under Jürgen, one under Björn.
 * The cast's editor is an EDIT member.
 */
async function backOfficeTree(): Promise<{ teamtreeId: string; idOf: (name: string, upline?: string) => string }> {
  const teamtreeId = await createTree(api, cast.owner.access, { name: 'Sabine Hoffmann' });
  await addMember(backend.server.context.db, teamtreeId, cast.editor.id, 'EDIT');
  const status = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: cast.owner.access });
  const rootId = status.body.teamtree.profiles[0].id as string;
  const row = (externalId: string | null, name: string, upline: { uplineRow: number } | { uplineProfileId: string }) => ({
    externalId,
    name,
    phone: '',
    birthday: null,
    billDate: TODAY,
    categories: [],
    uplineRow: null,
    uplineProfileId: null,
    ...upline,
  });
  const imported = await api.post(
    '/api/teamtree/import',
    {
      teamtreeId,
      parentId: rootId,
      rows: [row('501', 'Jürgen Müller', { uplineProfileId: rootId }), row('502', 'Björn Weiß', { uplineRow: 0 }), row(null, 'Anna Groß', { uplineRow: 0 }), row(null, 'Anna Groß', { uplineRow: 1 })],
    },
    { token: cast.owner.access },
  );
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  const partners = await treePartners(teamtreeId, cast.owner);
  const idOf = (name: string, upline?: string) =>
    partners.find((p) => p.name === name && (upline === undefined || partners.find((q) => q.id === p.parentId)?.name === upline))!.id;
  return { teamtreeId, idOf };
}

/** The tree's partners as the import screen matches them: the status's profiles with the back-office IDs the import context lists. */
async function treePartners(teamtreeId: string, user: TestUser): Promise<PartnerRow[]> {
  const status = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: user.access });
  const context = await api.get(`/api/teamtree/import?teamtreeId=${teamtreeId}`, { token: user.access });
  const idOf = new Map((context.body.externalIds as { profileId: string; externalId: string }[]).map((e) => [e.profileId, e.externalId]));
  return (status.body.teamtree.profiles as { id: string; name: string; parentId: string | null }[]).map((p) => ({ id: p.id, name: p.name, parentId: p.parentId, externalId: idOf.get(p.id) ?? null }));
}

async function monthFigures(teamtreeId: string, period: string): Promise<Figures[]> {
  const res = await api.get(`/api/teamtree/figures?teamtreeId=${teamtreeId}&period=${period}`, { token: cast.owner.access });
  expect(res.status).toBe(200);
  return figuresAnswer.parse(res.body).figures;
}

/** What the screen does with a chosen file: read it, guess the mapping and reading, match and build the rows over the month as the server holds it. */
async function planFile(teamtreeId: string, period: string, fileName: string, bytes: ArrayBuffer, user: TestUser): Promise<FiguresPlan> {
  const table = await readImportFile(fileName, bytes);
  const mapping = guessFigureMapping(table);
  const delimiter = fileName.endsWith('.csv') ? headerDelimiter(decodeCsvBytes(bytes)) : undefined;
  const reading = detectFiguresReading(table, mapping, { delimiter, language: 'en' });
  const current = new Map((await monthFigures(teamtreeId, period)).map((f) => [f.profileId, f]));
  return planFiguresNow({ table, mapping, reading, partners: await treePartners(teamtreeId, user), current });
}

const none = { pv: null, gv: null, rank: null, paidRank: null, autoship: null, lastOrder: null };
const byId = (a: Figures, b: Figures) => a.profileId.localeCompare(b.profileId);

describe('importing a month of back-office figures', () => {
  it('writes a German Windows-1252 CSV: 1.234,56 read, a partner told apart by the upline, 12,5 % and a row of nobody listed, not written', async () => {
    const { teamtreeId, idOf } = await backOfficeTree();
    const plan = await planFile(teamtreeId, '2026-11', 'Monatszahlen.csv', windows1252(GERMAN_CSV), cast.editor);
    expect(plan.unmatched).toEqual([{ rowNumber: 5, name: 'Nora Niemand', externalId: '999', reason: 'unknown' }]);
    expect(plan.problems).toEqual([{ rowNumber: 4, name: 'Anna Groß', externalId: '', field: 'pv', header: 'PV', text: '12,5 %' }]);
    expect(plan).toMatchObject({ matched: 3, unchanged: 0, twice: [] });

    const put = await api.put('/api/teamtree/figures', { teamtreeId, period: '2026-11', rows: plan.rows }, { token: cast.editor.access });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(figuresWriteAnswer.parse(put.body)).toEqual({ written: 3, unknown: [] });
    expect(await monthFigures(teamtreeId, '2026-11')).toEqual(
      [
        { profileId: idOf('Jürgen Müller'), pv: 1234.56, gv: 12345, rank: 'Gold', paidRank: 'Silber', autoship: true, lastOrder: '2026-11-03' },
        { profileId: idOf('Björn Weiß'), ...none, pv: 87.5, gv: 1087.5, rank: 'Bronze', autoship: false },
        { profileId: idOf('Anna Groß', 'Björn Weiß'), ...none, gv: 200, autoship: true, lastOrder: '2026-11-28' },
      ].sort(byId),
    );

    // The same file again changes nothing: nothing to write.
    const again = await planFile(teamtreeId, '2026-11', 'Monatszahlen.csv', windows1252(GERMAN_CSV), cast.editor);
    expect(again).toMatchObject({ rows: [], matched: 3, unchanged: 3 });
  });

  it('writes an English XLSX (numbers as numbers and 12,000.50, a date cell, Yes/No); a second Anna Groß without upline is ambiguous', async () => {
    const { teamtreeId, idOf } = await backOfficeTree();
    await api.put('/api/teamtree/figures', { teamtreeId, period: '2026-10', rows: [{ profileId: idOf('Björn Weiß'), pv: 5, rank: 'Bronze' }] }, { token: cast.owner.access });
    const plan = await planFile(teamtreeId, '2026-10', 'monthly.xlsx', await englishXlsx(), cast.owner);
    expect(plan.unmatched).toEqual([{ rowNumber: 4, name: 'Anna Groß', externalId: '', reason: 'ambiguous' }]);
    expect(plan.problems).toEqual([]);
    const put = await api.put('/api/teamtree/figures', { teamtreeId, period: '2026-10', rows: plan.rows }, { token: cast.owner.access });
    expect(put.body).toEqual({ written: 2, unknown: [] });
    expect(await monthFigures(teamtreeId, '2026-10')).toEqual(
      [
        { profileId: idOf('Jürgen Müller'), pv: 1500.25, gv: 12000.5, rank: 'Platinum', paidRank: 'Gold', autoship: true, lastOrder: '2026-10-30' },
        { profileId: idOf('Anna Groß', 'Jürgen Müller'), ...none, pv: 40, gv: 40, rank: 'Member', autoship: false },
        { profileId: idOf('Björn Weiß'), ...none, pv: 5, rank: 'Bronze' },
      ].sort(byId),
    );
  });

  it('keeps a mapping saved as a preset with the account and offers it for the next file with the same headings', async () => {
    const user = cast.moderator;
    const save = (value: Record<string, unknown>) => api.post('/api/user/settings', { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'phone'] }, ...value } } }, { token: user.access });
    const importMappings = { '["Partner-Nr","Name"]': { mapping: ['externalId', 'name'], dateFormat: null, savedAt: '2026-12-07T10:00:00.000Z' } };
    expect((await save({ importMappings })).status).toBe(200);

    const table = await readImportFile('Monatszahlen.csv', windows1252(GERMAN_CSV));
    const mapping = guessFigureMapping(table);
    mapping[3] = 'ignore'; // the user's choice: the sponsor column is not read
    const reading = detectFiguresReading(table, mapping, { delimiter: ';', language: 'en' });
    const figurePresets = withPreset(undefined, 'Monatszahlen Backoffice', table.headers, { mapping, reading }, new Date().toISOString())!;
    expect((await save({ figurePresets })).status).toBe(200);

    const answer = await api.get('/api/user/settings', { token: user.access });
    const settings = settingsAnswer.parse(answer.body).settings.value;
    expect(settings.importMappings).toEqual(importMappings); // the partner import's mappings stay
    const december = GERMAN_CSV.split('\r\n').slice(0, 2).join('\r\n').replace('03.11.2026', '02.12.2026');
    const next = await readImportFile('Dezember.csv', windows1252(december));
    expect(presetsFor(settings, next)).toEqual([{ name: 'Monatszahlen Backoffice', mapping, reading: { numberStyle: 'de', dateFormat: 'dd.MM.yyyy' } }]);
    const otherHeadings = await readImportFile('other.csv', windows1252('ID;Name;PV\r\n1;A;2'));
    expect(presetsFor(settings, otherHeadings)).toEqual([]);

    const tooLong = await save({ figurePresets: [{ ...figurePresets[0], name: 'x'.repeat(61) }] });
    expectError(tooLong, 400);
    const kept = settingsAnswer.parse((await api.get('/api/user/settings', { token: user.access })).body).settings.value;
    expect(kept.figurePresets?.map((p) => p.name)).toEqual(['Monatszahlen Backoffice']);
  });
});

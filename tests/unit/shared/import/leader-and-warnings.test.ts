import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../../../shared/import/column-mapping';
import { findLeaderRow, LEADER_LINE, rootLine, type ImportRoot } from '../../../../shared/import/find-leader';
import { tableFromRows } from '../../../../shared/import/import-table';
import { UPLINE_WARNING } from '../../../../shared/import/resolve-uplines';
import { validateImport, type ImportChoices, type ImportTreeContext } from '../../../../shared/import/validate-import';

/** The leader's own row (issue 34 item 1), unreadable cells (item 2) and the rows under a skipped row. */

const ROOT: ImportRoot = { id: 'p-root', name: 'Sabine Hoffmann', phone: '+49 1701234567', externalId: null };
const tree = (root: ImportRoot | null = ROOT): ImportTreeContext => ({
  partners: root ? [{ id: root.id, name: root.name, externalId: root.externalId }] : [],
  categoryNames: [],
  plan: 'PRO_MONTHLY',
  root,
  topName: root ? root.name : undefined,
});
const HEADERS = ['Partner-Nr', 'Name', 'Sponsor-Nr', 'Sponsor', 'Mobil', 'Geburtstag', 'Rang'];

function check(rows: string[][], context = tree(), choices: ImportChoices = {}) {
  const table = tableFromRows([HEADERS, ...rows]);
  return validateImport(table, guessMapping(table), 'dd.MM.yyyy', context, 'DE', choices);
}

describe('the leader\u2019s own row', () => {
  const team = [
    ['500', 'Anna Adler', '77', 'Sabine Hoffmann', '', '', ''],
    ['501', 'Ben Berg', '500', 'Anna Adler', '', '', ''],
  ];

  it('is the root by partner ID, whatever its name and upline', () => {
    const result = check([['77', 'S. Hoffmann', '12', 'Her Sponsor', '', '', ''], ...team], tree({ ...ROOT, externalId: '77' }));
    expect(result.leader).toEqual({ rowNumber: 2, name: 'S. Hoffmann', by: 'id', text: LEADER_LINE, taken: true });
    expect(result.report.map((line) => line.action)).toEqual(['root', 'add', 'add']);
    expect(result.rows.map((row) => [row.name, row.isRoot, row.uplineRow, row.uplineProfileId])).toEqual([
      ['S. Hoffmann', true, null, null],
      ['Anna Adler', false, 0, null],
      ['Ben Berg', false, 1, null],
    ]);
    expect(result.counts).toMatchObject({ add: 2, root: 1, skip: 0 });
    // A partner-ID match is the root even when the user says otherwise.
    expect(check([['77', 'S. Hoffmann', '', '', '', '', ''], ...team], tree({ ...ROOT, externalId: '77' }), { leaderIsSomeoneElse: true }).leader?.taken).toBe(true);
  });

  it('is the root by name and phone, its own upline in the file (her sponsor, not exported) ignored', () => {
    const result = check([['77', 'sabine hoffmann', '12', 'Her Sponsor', '0170 1234567', '', ''], ...team]);
    expect(result.leader).toMatchObject({ rowNumber: 2, by: 'name-phone', taken: true });
    expect(result.report[0]).toMatchObject({ action: 'root', issues: [] });
    expect(result.rows[0]).toMatchObject({ isRoot: true, uplineRow: null, uplineProfileId: null });
    expect(result.rows[1].uplineRow).toBe(0);
  });

  it('is the root by name on a row without upline, and a copy under the top when the user says it is someone else', () => {
    const rows = [['77', 'Sabine Hoffmann', '', '', '', '', ''], ...team];
    expect(check(rows).leader).toMatchObject({ by: 'name', taken: true });
    const other = check(rows, tree(), { leaderIsSomeoneElse: true });
    expect(other.leader).toMatchObject({ by: 'name', taken: false });
    expect(other.report.map((line) => line.action)).toEqual(['add', 'add', 'add']);
    expect(other.rows[0]).toMatchObject({ name: 'Sabine Hoffmann', isRoot: false });
  });

  it('names the root instead of \u2018you\u2019 for a member who is not the root', () => {
    const result = check([['77', 'Sabine Hoffmann', '', '', '', '', ''], ['2', '', '77', '', '', '', ''], ['3', 'Kim Kurz', '2', '', '', '', '']], { ...tree(), rootIsYou: false });
    expect(result.leader?.text).toBe(rootLine('Sabine Hoffmann'));
    expect(rootLine('Sabine Hoffmann')).toBe('This row is the tree\u2019s root, Sabine Hoffmann: its partners go under Sabine Hoffmann.');
    expect(result.report[2].warnings).toEqual([UPLINE_WARNING.uplineSkipped(3, 'Sabine Hoffmann')]);
  });

  it('is not found by name alone on a row with an upline, nor in an empty tree', () => {
    expect(check([['77', 'Sabine Hoffmann', '12', 'Her Sponsor', '', '', ''], ...team]).leader).toBeNull();
    expect(findLeaderRow([], ROOT)).toBeNull();
    expect(check([['77', 'Sabine Hoffmann', '', '', '0170 1234567', '', ''], ...team], tree(null)).leader).toBeNull();
  });
});

describe('a cell that cannot be read', () => {
  it('costs the cell, not the row: junk phones, a date and a category value are left empty with a warning', () => {
    const long = 'x'.repeat(201);
    const result = check([
      ['1', 'Anna Adler', '', '', 'folgt', '31.02.1990', 'Gold'],
      ['2', 'Ben Berg', '1', 'Anna Adler', 'n/a', '', long],
      ['3', 'Cem Cakir', '1', 'Anna Adler', '123', 'bald', ''],
    ]);
    expect(result.report.map((line) => [line.action, line.issues, line.warnings])).toEqual([
      ['add', [], ['Phone \u201cfolgt\u201d is not a phone number: imported without phone.', 'Birthday \u201c31.02.1990\u201d is not a date in the format dd.MM.yyyy: imported without birthday.']],
      ['add', [], ['Phone \u201cn/a\u201d is not a phone number: imported without phone.', 'The value of \u201cRang\u201d is longer than 200 characters: imported without it.']],
      ['add', [], ['Phone \u201c123\u201d is not a phone number: imported without phone.', 'Birthday \u201cbald\u201d is not a date in the format dd.MM.yyyy: imported without birthday.']],
    ]);
    expect(result.rows.map((row) => [row.name, row.phone, row.birthday, row.categories])).toEqual([
      ['Anna Adler', '', null, [{ name: 'Rang', value: 'Gold' }]],
      ['Ben Berg', '', null, []],
      ['Cem Cakir', '', null, []],
    ]);
    expect(result.counts).toEqual({ add: 3, update: 0, root: 0, skip: 0, warned: 3 });
  });

  it('warns when the upline found by ID has another name than the file\u2019s upline name', () => {
    const result = check([
      ['1', 'Anna Adler', '', '', '', '', ''],
      ['2', 'Ben Berg', '1', 'Anna Adler', '', '', ''],
      ['3', 'Cem Cakir', '1', 'Dora Dahl', '', '', ''],
    ]);
    expect(result.report.map((line) => line.warnings)).toEqual([[], [], [UPLINE_WARNING.nameDiffers('Dora Dahl', 'Anna Adler')]]);
  });
});

describe('the rows under a skipped row', () => {
  it('go under the nearest upline that is kept, through several skipped rows, or under the root', () => {
    const result = check([
      ['1', 'Anna Adler', '', '', '', '', ''],
      ['2', '', '1', '', '', '', ''], // no name: skipped
      ['3', '', '2', '', '', '', ''], // no name: skipped
      ['4', 'Dora Dahl', '3', '', '', '', ''],
      ['5', 'Emil Eck', '99', '', '', '', ''], // a removed upline row: skipped
      ['6', 'Fritz Falk', '5', '', '', '', ''],
      ['7', 'Gina Gold', '6', '', '', '', ''],
    ]);
    expect(result.report.map((line) => line.action)).toEqual(['add', 'skip', 'skip', 'add', 'skip', 'add', 'add']);
    expect(result.report[3].warnings).toEqual([UPLINE_WARNING.uplineSkipped(4, 'Anna Adler')]);
    expect(result.report[5].warnings).toEqual([UPLINE_WARNING.uplineSkipped(6, 'Sabine Hoffmann')]);
    expect(result.report[6].warnings).toEqual([]);
    const sent = new Map(result.rows.map((row, i) => [row.name, { ...row, i }]));
    expect(sent.get('Dora Dahl')?.uplineRow).toBe(sent.get('Anna Adler')?.i);
    expect(sent.get('Fritz Falk')).toMatchObject({ uplineRow: null, uplineProfileId: null });
    expect(sent.get('Gina Gold')?.uplineRow).toBe(sent.get('Fritz Falk')?.i);
    expect(result.counts).toEqual({ add: 4, update: 0, root: 0, skip: 3, warned: 2 });
  });

  it('go under the tree\u2019s partner a skipped row would have gone under', () => {
    const context = { ...tree(), partners: [...tree().partners, { id: 'p-9', name: 'Tina Tree', externalId: '9' }] };
    const result = check(
      [
        ['1', '', '9', '', '', '', ''],
        ['2', 'Ben Berg', '1', '', '', '', ''],
      ],
      context,
    );
    expect(result.report[1].warnings).toEqual([UPLINE_WARNING.uplineSkipped(2, 'Tina Tree')]);
    expect(result.rows).toEqual([expect.objectContaining({ name: 'Ben Berg', uplineRow: null, uplineProfileId: 'p-9' })]);
  });
});

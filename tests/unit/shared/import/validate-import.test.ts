import { describe, expect, it } from 'vitest';
import { categoryValueDropped } from '../../../../shared/import/category-limit';
import { guessMapping, type ColumnMapping } from '../../../../shared/import/column-mapping';
import { tableFromRows } from '../../../../shared/import/import-table';
import { UPLINE_ISSUE, UPLINE_WARNING } from '../../../../shared/import/resolve-uplines';
import { validateImport, type ImportTreeContext } from '../../../../shared/import/validate-import';

const emptyTree: ImportTreeContext = { partners: [], categoryNames: [], plan: 'PRO_MONTHLY' };
const HEADERS = ['Partner-ID', 'Vorname', 'Nachname', 'Sponsor-ID', 'Telefon', 'Geburtstag', 'Autoship', 'Rang'];

/** A row under HEADERS: partner ID, first and last name and sponsor ID; the other cells as given, else empty. */
function partnerRow(id: string, first: string, last: string, sponsor = '', cells: { phone?: string; birthday?: string; autoship?: string; rank?: string } = {}): string[] {
  return [id, first, last, sponsor, cells.phone ?? '', cells.birthday ?? '', cells.autoship ?? '', cells.rank ?? ''];
}

function check(rows: string[][], tree = emptyTree, headers = HEADERS, mapping?: ColumnMapping, phoneCountry?: string) {
  const table = tableFromRows([headers, ...rows]);
  return validateImport(table, mapping ?? guessMapping(table, tree.categoryNames), 'dd.MM.yyyy', tree, phoneCountry);
}

describe('validateImport', () => {
  it('turns a clean file into rows, uplines first, with external IDs, normalised phones and dates', () => {
    const result = check([
      partnerRow('3', 'Cem', 'Cakir', '2', { autoship: '01.03.2025' }),
      partnerRow('1', 'Anna', 'Adler', '', { phone: '+49 151 1234567', birthday: '01.02.1990', autoship: '15.01.2025', rank: 'gold' }),
      partnerRow('2', 'Ben', 'Berg', '1', { phone: '0151/1234567', rank: 'Silver' }),
    ]);
    expect(result.mappingProblem).toBeNull();
    expect(result.counts).toEqual({ add: 3, update: 0, root: 0, skip: 0, warned: 0 });
    expect(result.rows.map((r) => r.name)).toEqual(['Anna Adler', 'Ben Berg', 'Cem Cakir']);
    expect(result.rows[0]).toEqual({
      externalId: '1',
      name: 'Anna Adler',
      phone: '+49 1511234567',
      birthday: '1990-02-01',
      billDate: '2025-01-15',
      categories: [{ name: 'Rang', value: 'Gold' }],
      uplineRow: null,
      uplineProfileId: null,
      isRoot: false,
    });
    expect(result.rows[1].uplineRow).toBe(0);
    expect(result.rows[2].uplineRow).toBe(1);
  });

  it('skips only the rows without a usable name, partner ID or upline, and writes the others without their unreadable cells', () => {
    const result = check([
      partnerRow('1', 'Anna', 'Adler'),
      partnerRow('2', '', '', '1'),
      partnerRow('3', 'Bad', 'Phone', '1', { phone: 'call me' }),
      partnerRow('4', 'Bad', 'Date', '1', { birthday: '31.02.1990' }),
      partnerRow('5', 'Lost', 'Upline', '99'),
      partnerRow('1', 'Twin', 'Id'),
    ]);
    const issues = Object.fromEntries(result.report.map((line) => [line.rowNumber, line.issues]));
    const warnings = Object.fromEntries(result.report.map((line) => [line.rowNumber, line.warnings]));
    expect(issues[2]).toEqual([]);
    expect(issues[3]).toEqual(['The name is missing.']);
    expect(issues[4]).toEqual([]);
    expect(warnings[4]).toEqual(['Phone \u201ccall me\u201d is not a phone number: imported without phone.']);
    expect(issues[5]).toEqual([]);
    expect(warnings[5]).toEqual(['Birthday \u201c31.02.1990\u201d is not a date in the format dd.MM.yyyy: imported without birthday.']);
    expect(issues[6]).toEqual([UPLINE_ISSUE.unknown('99')]);
    expect(issues[7]).toEqual([UPLINE_ISSUE.duplicateId('1', 2)]);
    expect(result.rows.map((r) => [r.name, r.phone, r.birthday])).toEqual([
      ['Anna Adler', '', null],
      ['Bad Phone', '', null],
      ['Bad Date', '', null],
    ]);
    expect(result.counts).toEqual({ add: 3, update: 0, root: 0, skip: 3, warned: 2 });
  });

  it('finds cycles and puts the rows under a skipped row under the nearest kept upline, or the top', () => {
    const result = check([
      partnerRow('1', 'A', 'A', '2'),
      partnerRow('2', 'B', 'B', '1'),
      partnerRow('3', 'C', 'C', '3'),
      partnerRow('4', 'D', 'D', '1'),
      partnerRow('5', 'E', 'E', '4'),
    ]);
    const issues = result.report.map((line) => line.issues);
    expect(issues[0]).toEqual([UPLINE_ISSUE.cycle]);
    expect(issues[1]).toEqual([UPLINE_ISSUE.cycle]);
    expect(issues[2]).toEqual([UPLINE_ISSUE.cycle]);
    expect(issues[3]).toEqual([]);
    expect(issues[4]).toEqual([]);
    expect(result.report[3].warnings).toEqual([UPLINE_WARNING.uplineSkipped(2, 'the top of the import')]);
    expect(result.report[4].warnings).toEqual([]);
    expect(result.rows.map((r) => [r.name, r.uplineRow, r.uplineProfileId])).toEqual([
      ['D D', null, null],
      ['E E', 0, null],
    ]);
  });

  it('resolves uplines by name in the file, then in the tree; two of a name are ambiguous', () => {
    const tree: ImportTreeContext = { ...emptyTree, partners: [{ id: 'p-root', name: 'Root Partner', externalId: null }] };
    const headers = ['Name', 'Sponsor', 'Telefon'];
    const result = check(
      [
        ['Anna', 'root partner', ''],
        ['Ben', 'Anna', ''],
        ['Ben', 'Anna', ''],
        ['Cem', 'Ben', ''],
      ],
      tree,
      headers,
    );
    expect(result.rows.slice(0, 3).map((r) => [r.name, r.uplineRow, r.uplineProfileId])).toEqual([
      ['Anna', null, 'p-root'],
      ['Ben', 0, null],
      ['Ben', 0, null],
    ]);
    expect(result.report[3].issues).toEqual([UPLINE_ISSUE.ambiguous('Ben')]);
  });

  it('marks rows whose partner ID is in the tree as updates and finds uplines among the tree\u2019s IDs', () => {
    const tree: ImportTreeContext = { ...emptyTree, partners: [{ id: 'p-7', name: 'Old Name', externalId: '7' }] };
    const result = check(
      [
        partnerRow('7', 'New', 'Name'),
        partnerRow('8', 'Kid', 'One', '7'),
        partnerRow('9', 'Kid', 'Two', '70'),
      ],
      { ...tree, partners: [...tree.partners, { id: 'p-70', name: 'Seventy', externalId: '70' }] },
    );
    expect(result.report.map((line) => line.action)).toEqual(['update', 'add', 'add']);
    expect(result.rows.find((r) => r.name === 'Kid Two')?.uplineProfileId).toBe('p-70');
    expect(result.rows.find((r) => r.name === 'Kid One')?.uplineRow).toBe(0);
  });

  it('applies the plan\u2019s category limit to values, never to rows: tree names stay, new names fill what is left', () => {
    const headers = ['Name', 'Rang', 'Team', 'Land', 'Sponsor'];
    const mapping: ColumnMapping = ['name', 'category', 'category', 'category', 'uplineName'];
    const tree: ImportTreeContext = { partners: [], categoryNames: ['Region'], plan: 'PRO_MONTHLY' };
    const result = check(
      [
        ['Anna', 'Gold', 'Nord', '', ''],
        ['Ben', 'Gold', '', 'DE', 'Anna'],
        ['Cem', '', '', '', 'Ben'],
      ],
      tree,
      headers,
      mapping,
    );
    expect(result.report.map((line) => [line.action, line.issues, line.warnings])).toEqual([
      ['add', [], []],
      ['add', [], [categoryValueDropped('Land', 'DE', 'PRO_MONTHLY')]],
      ['add', [], []],
    ]);
    expect(result.rows.map((row) => [row.name, row.categories])).toEqual([
      ['Anna', [{ name: 'Rang', value: 'Gold' }, { name: 'Team', value: 'Nord' }]],
      ['Ben', [{ name: 'Rang', value: 'Gold' }]],
      ['Cem', []],
    ]);
    expect(result.rows[2].uplineRow).toBe(1);
  });

  it('imports every row of a Rang column into the tree\u2019s Rank on a BASIC tree', () => {
    const tree: ImportTreeContext = { partners: [], categoryNames: ['Rank'], plan: 'BASIC' };
    const result = check(
      [
        partnerRow('1', 'Anna', 'Adler', '', { rank: 'Gold' }),
        partnerRow('2', 'Ben', 'Berg', '1', { rank: 'Silber' }),
        partnerRow('3', 'Cem', 'Cakir', '2'),
      ],
      tree,
    );
    expect(result.counts).toEqual({ add: 3, update: 0, root: 0, skip: 0, warned: 0 });
    expect(result.report.every((line) => line.warnings.length === 0)).toBe(true);
    expect(result.rows.map((row) => row.categories)).toEqual([[{ name: 'Rank', value: 'Gold' }], [{ name: 'Rank', value: 'Silber' }], []]);
  });

  it('refuses a mapping that fills one category from two columns', () => {
    const tree: ImportTreeContext = { partners: [], categoryNames: ['Rang'], plan: 'BASIC' };
    const result = check([['Anna', 'Gold', 'Silber']], tree, ['Name', 'Rang', 'Level'], ['name', 'category', 'category:Rang']);
    expect(result.mappingProblem).toBe('Two columns are imported into the category \u201cRang\u201d: choose one.');
    expect(result.rows).toEqual([]);
  });

  it('reads national phone numbers in the chosen country and keeps international ones', () => {
    const headers = ['Name', 'Telefon'];
    const rows = [['Anna', '0171/6715198'], ['Ben', '0044 20 7946 0958'], ['Cem', '+1 (415) 555-0100']];
    expect(check(rows, emptyTree, headers).rows.map((row) => row.phone)).toEqual(['+49 1716715198', '+44 2079460958', '+1 4155550100']);
    expect(check(rows, emptyTree, headers, undefined, 'AT').rows.map((row) => row.phone)).toEqual(['+43 1716715198', '+44 2079460958', '+1 4155550100']);
  });

  it('answers a mapping without a name column with its problem and no rows', () => {
    const result = check([['1', 'x']], emptyTree, ['ID', 'Telefon'], ['externalId', 'phone']);
    expect(result.mappingProblem).toMatch(/names/);
    expect(result.rows).toEqual([]);
  });

  it('reports dates that cannot be read before a format is chosen', () => {
    const table = tableFromRows([['Name', 'Geburtstag'], ['Anna', 'soon']]);
    const result = validateImport(table, ['name', 'birthday'], null, emptyTree);
    expect(result.report[0].issues).toEqual([]);
    expect(result.report[0].warnings).toEqual(['Birthday \u201csoon\u201d cannot be read (choose the date format): imported without birthday.']);
  });

  it('reads yyyy-MM-dd (an XLSX date cell) whatever format the other dates have', () => {
    const table = tableFromRows([['Name', 'Geburtstag', 'Autoship'], ['Anna', '1980-02-01', '15.02.2031']]);
    const result = validateImport(table, ['name', 'birthday', 'billDate'], 'dd.MM.yyyy', emptyTree);
    expect(result.rows[0]).toMatchObject({ birthday: '1980-02-01', billDate: '2031-02-15' });
  });
});

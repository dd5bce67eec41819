import { describe, expect, it } from 'vitest';
import { fitsTable, guessMapping, headerKey, mappingProblem } from '../../../../shared/import/column-mapping';
import { columnRoleLabel, columnRoles } from '../../../../shared/import/column-roles';
import { tableFromRows } from '../../../../shared/import/import-table';

const table = (headers: string[], ...rows: string[][]) => tableFromRows([headers, ...rows]);

describe('guessMapping', () => {
  it('reads a German back-office export', () => {
    const file = table(['Berater-Nr', 'Vorname', 'Nachname', 'Sponsor-ID', 'Telefon', 'Geburtstag', 'Abrechnungsdatum', 'Rang', 'Bemerkung']);
    expect(guessMapping(file)).toEqual(['externalId', 'firstName', 'lastName', 'uplineId', 'phone', 'birthday', 'billDate', 'category', 'ignore']);
  });

  it('reads an English one', () => {
    const file = table(['ID', 'Name', 'Upline', 'Phone', 'Birthday', 'Bill date', 'Rank']);
    expect(guessMapping(file)).toEqual(['externalId', 'name', 'uplineName', 'phone', 'birthday', 'billDate', 'category']);
  });

  it('takes a plain Sponsor column by ID when its values are partner IDs, by name otherwise', () => {
    const byId = table(['Partner-ID', 'Name', 'Sponsor'], ['1', 'Anna', ''], ['2', 'Ben', '1'], ['3', 'Cem', '2']);
    expect(guessMapping(byId)[2]).toBe('uplineId');
    const byName = table(['Partner-ID', 'Name', 'Sponsor'], ['1', 'Anna', ''], ['2', 'Ben', 'Anna'], ['3', 'Cem', 'Ben']);
    expect(guessMapping(byName)[2]).toBe('uplineName');
  });

  it('takes the upline by ID when the file has \u2018Sponsor-Nr\u2019 and \u2018Sponsor\u2019, and offers the name to check', () => {
    const file = table(['Partner-Nr', 'Name', 'Sponsor-Nr', 'Sponsor'], ['1', 'Anna', '', ''], ['2', 'Ben', '1', 'Anna']);
    const mapping = guessMapping(file);
    expect(mapping).toEqual(['externalId', 'name', 'uplineId', 'uplineCheck']);
    expect(columnRoleLabel(mapping[3])).toBe('Upline name, to check');
    expect(mappingProblem(mapping)).toBeNull();
    // Either order of the columns.
    expect(guessMapping(table(['Sponsor', 'Sponsor-Nr', 'Name']))).toEqual(['uplineCheck', 'uplineId', 'name']);
  });

  it('takes the phone column with more numbers over a mostly empty one, whichever comes first', () => {
    const rows = [
      ['Anna', '', '0171 1111111'],
      ['Ben', '', '0171 2222222'],
      ['Cem', '030 1234567', '0171 3333333'],
      ['Dora', '', 'folgt'],
    ];
    expect(guessMapping(table(['Name', 'Telefon', 'Mobil'], ...rows))).toEqual(['name', 'ignore', 'phone']);
    expect(guessMapping(table(['Name', 'Mobil', 'Telefon'], ...rows.map(([n, t, m]) => [n, m, t])))).toEqual(['name', 'phone', 'ignore']);
    // A tie keeps the first.
    expect(guessMapping(table(['Name', 'Telefon', 'Mobil'], ['Anna', '030 1234567', '0171 1111111']))).toEqual(['name', 'phone', 'ignore']);
  });

  it('maps a field once: a second matching column is not imported', () => {
    expect(guessMapping(table(['Telefon', 'Handy', 'Name']))).toEqual(['phone', 'ignore', 'name']);
  });

  it('maps a category column onto the tree\u2019s category of the same name or its English or German twin', () => {
    const file = table(['Name', 'Rang', 'Land', 'Team', 'Status']);
    expect(guessMapping(file, ['Rank', 'land'])).toEqual(['name', 'category:Rank', 'category:land', 'category', 'category']);
    expect(guessMapping(table(['Name', 'Rank', 'Rang']), ['Rank'])).toEqual(['name', 'category:Rank', 'category']);
    expect(guessMapping(table(['Name', 'Telefon']), ['Telefon'])).toEqual(['name', 'phone']);
  });

  it('folds case, umlauts and punctuation', () => {
    expect(headerKey('Geburts-Datum')).toBe('geburtsdatum');
    expect(headerKey('Größe')).toBe('grosse');
    expect(headerKey('  AUTOSHIP  Datum ')).toBe('autoshipdatum');
  });
});

describe('mappingProblem', () => {
  it('needs a name column', () => {
    expect(mappingProblem(['externalId', 'phone'])).toMatch(/names/);
    expect(mappingProblem(['lastName'])).toBeNull();
  });
  it('refuses a field twice and two kinds of upline', () => {
    expect(mappingProblem(['name', 'phone', 'phone'])).toMatch(/Only one column/);
    expect(mappingProblem(['name', 'uplineId', 'uplineName'])).toMatch(/one upline/);
  });
  it('refuses two columns onto one category of the tree', () => {
    expect(mappingProblem(['name', 'category:Rank', 'category:Rank'])).toBe('Only one column can be \u201cCategory: Rank\u201d.');
    expect(mappingProblem(['name', 'category:Rank', 'category', 'category'])).toBeNull();
  });
});

describe('columnRoles', () => {
  it('offers each category of the tree as \u2018Category: <name>\u2019 before a new category', () => {
    const roles = columnRoles(['Rank', 'Region']);
    expect(roles.slice(-4)).toEqual(['category:Rank', 'category:Region', 'category', 'ignore']);
    expect(roles.slice(-4).map(columnRoleLabel)).toEqual(['Category: Rank', 'Category: Region', 'New category (named after the column)', 'Do not import']);
  });
});

describe('fitsTable', () => {
  const file = table(['Name', 'Telefon']);
  it('accepts a remembered mapping of the same width with known roles only', () => {
    expect(fitsTable(['name', 'phone'], file)).toBe(true);
    expect(fitsTable(['name'], file)).toBe(false);
    expect(fitsTable(['name', 'mobile'], file)).toBe(false);
    expect(fitsTable('name', file)).toBe(false);
  });
  it('accepts a category of the tree only while the tree has it', () => {
    expect(fitsTable(['name', 'category:Rank'], file, ['Rank'])).toBe(true);
    expect(fitsTable(['name', 'category:Rank'], file, ['Region'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fitsTable, guessMapping, headerKey, mappingProblem } from '../../../../shared/import/column-mapping';
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

  it('maps a field once: a second matching column is not imported', () => {
    expect(guessMapping(table(['Telefon', 'Handy', 'Name']))).toEqual(['phone', 'ignore', 'name']);
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
});

describe('fitsTable', () => {
  const file = table(['Name', 'Telefon']);
  it('accepts a remembered mapping of the same width with known roles only', () => {
    expect(fitsTable(['name', 'phone'], file)).toBe(true);
    expect(fitsTable(['name'], file)).toBe(false);
    expect(fitsTable(['name', 'mobile'], file)).toBe(false);
    expect(fitsTable('name', file)).toBe(false);
  });
});

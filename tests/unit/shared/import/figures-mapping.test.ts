import { describe, expect, it } from 'vitest';
import { figureMappingProblem, figureRoleOf, guessFigureMapping } from '../../../../shared/import/figures-mapping';
import { isFigureMapping } from '../../../../shared/import/figures-roles';
import { tableFromRows } from '../../../../shared/import/import-table';

/** Issue 38 item 1: the 'Monthly figures' import guesses each column's role from English and German headings. */

describe('a monthly export’s headings', () => {
  it.each([
    ['PV', 'pv'],
    ['PPV', 'pv'],
    ['Personal Volume', 'pv'],
    ['Eigenumsatz', 'pv'],
    ['Persönliches Volumen', 'pv'],
    ['GV', 'gv'],
    ['PGV', 'gv'],
    ['Group Volume', 'gv'],
    ['Gruppenvolumen', 'gv'],
    ['Rank', 'rank'],
    ['Rang', 'rank'],
    ['Paid As', 'paidRank'],
    ['Paid-As Rank', 'paidRank'],
    ['Paid Rank', 'paidRank'],
    ['Bezahlter Rang', 'paidRank'],
    ['Autoship', 'autoship'],
    ['Auto-Ship', 'autoship'],
    ['ABO', 'autoship'],
    ['Last Order', 'lastOrder'],
    ['Letzte Bestellung', 'lastOrder'],
    ['ID', 'externalId'],
    ['Partner-ID', 'externalId'],
    ['Distributor ID', 'externalId'],
    ['Berater-Nr.', 'externalId'],
    ['Name', 'name'],
    ['Vorname', 'firstName'],
    ['Nachname', 'lastName'],
    ['Sponsor', 'upline'],
    ['Upline', 'upline'],
    ['Enroller', 'upline'],
    ['Sponsor-ID', 'upline'],
    ['Telefon', 'ignore'],
    ['Höchster Rang', 'ignore'],
  ] as const)('%s is %s', (header, role) => {
    expect(figureRoleOf(header)).toBe(role);
  });

  it('gives each role to the first column naming it and leaves the others out', () => {
    const table = tableFromRows([
      ['Partner-Nr', 'Vorname', 'Nachname', 'Sponsor', 'Sponsor-ID', 'PV', 'PPV', 'Rang', 'Telefon'],
      ['1', 'A', 'B', '', '', '1', '2', 'Gold', ''],
    ]);
    expect(guessFigureMapping(table)).toEqual(['externalId', 'firstName', 'lastName', 'upline', 'ignore', 'pv', 'ignore', 'rank', 'ignore']);
  });
});

describe('figureMappingProblem', () => {
  it('needs a column naming the partner, a figure, and each role once', () => {
    expect(figureMappingProblem(['upline', 'pv'])).toEqual({ kind: 'noPartner' });
    expect(figureMappingProblem(['name', 'upline', 'ignore'])).toEqual({ kind: 'noFigure' });
    expect(figureMappingProblem(['name', 'pv', 'pv'])).toEqual({ kind: 'twice', role: 'pv' });
    expect(figureMappingProblem(['externalId', 'name', 'name', 'gv'])).toEqual({ kind: 'twice', role: 'name' });
    expect(figureMappingProblem(['firstName', 'lastName', 'autoship', 'ignore', 'ignore'])).toBeNull();
    expect(figureMappingProblem(['externalId', 'lastOrder'])).toBeNull();
  });

  it('a kept mapping fits a file with a known role for each of its columns', () => {
    expect(isFigureMapping(['name', 'pv'], 2)).toBe(true);
    expect(isFigureMapping(['name', 'pv'], 3)).toBe(false);
    expect(isFigureMapping(['name', 'teamVolume'], 2)).toBe(false);
    expect(isFigureMapping('name', 1)).toBe(false);
  });
});

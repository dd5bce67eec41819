import { describe, expect, it } from 'vitest';
import { figureValuesOf, filterByFigures, hasNoOrderIn, isAutoshipOff, NO_FIGURE_VALUES, rankPlaces, type MonthEntry } from '../../../../shared/domain/figure-filters';
import { sortProfiles } from '../../../../shared/domain/profile-sort';

const figures = (over: Partial<NonNullable<MonthEntry['figures']>> = {}): NonNullable<MonthEntry['figures']> => ({
  pv: null,
  gv: null,
  rank: null,
  paidRank: null,
  autoship: null,
  lastOrder: null,
  ...over,
});

describe('figureValuesOf', () => {
  it('reads a partner of the month, with the team volume of the server', () => {
    expect(figureValuesOf({ figures: figures({ pv: 120.5, gv: 900, rank: ' Gold ', paidRank: 'Silver', autoship: true, lastOrder: '2026-11-03' }), teamVolume: 1500 })).toEqual({
      pv: 120.5,
      gv: 900,
      teamVolume: 1500,
      rank: 'Gold',
      paidRank: 'Silver',
      autoship: true,
      lastOrder: '2026-11-03',
    });
  });
  it('a partner without a row of the month keeps the team volume; no entry at all is nothing', () => {
    expect(figureValuesOf({ figures: null, teamVolume: 40 })).toEqual({ ...NO_FIGURE_VALUES, teamVolume: 40 });
    expect(figureValuesOf(undefined)).toBe(NO_FIGURE_VALUES);
  });
  it('a rank of blanks is no rank', () => {
    expect(figureValuesOf({ figures: figures({ rank: '  ' }), teamVolume: 0 }).rank).toBeNull();
  });
});

describe('the figure filters', () => {
  const rows = [
    { id: 'a', autoship: false, lastOrder: '2026-11-30' },
    { id: 'b', autoship: true, lastOrder: '2026-10-12' },
    { id: 'c', autoship: null, lastOrder: null },
    { id: 'd', autoship: false, lastOrder: '2026-12-01' },
  ];
  it("'Autoship off' keeps only a month that says no autoship", () => {
    expect(rows.filter(isAutoshipOff).map((r) => r.id)).toEqual(['a', 'd']);
    expect(filterByFigures(rows, { autoshipOff: true, noOrder: false, period: '2026-11' }).map((r) => r.id)).toEqual(['a', 'd']);
  });
  it("'No order this month' keeps partners without a last order within the month shown", () => {
    expect(hasNoOrderIn({ lastOrder: '2026-11-01' }, '2026-11')).toBe(false);
    expect(hasNoOrderIn({ lastOrder: '2026-10-31' }, '2026-11')).toBe(true);
    expect(filterByFigures(rows, { autoshipOff: false, noOrder: true, period: '2026-11' }).map((r) => r.id)).toEqual(['b', 'c', 'd']);
  });
  it('both on keep the partners matching both; no period (no figures) takes nobody out', () => {
    expect(filterByFigures(rows, { autoshipOff: true, noOrder: true, period: '2026-11' }).map((r) => r.id)).toEqual(['d']);
    expect(filterByFigures(rows, { autoshipOff: true, noOrder: true, period: null })).toBe(rows);
    expect(filterByFigures(rows, { autoshipOff: false, noOrder: false, period: '2026-11' })).toBe(rows);
  });
});

describe('sorting by figures', () => {
  const p = (name: string, over: object) => ({ id: name, name, billDate: null, ...over });
  const rows = [p('Anna', { pv: 50, rank: 'Gold', autoship: true, lastOrder: '2026-11-02' }), p('Ben', { pv: null, rank: null, autoship: null, lastOrder: null }), p('Cem', { pv: 1200, rank: 'bronze', autoship: false, lastOrder: '2026-10-20' }), p('Dora', { pv: 300, rank: 'Diamond', autoship: true, lastOrder: '2026-11-20' })];
  const names = (list: { name: string }[]) => list.map((r) => r.name);
  it('PV by number, partners without a PV last in both directions', () => {
    expect(names(sortProfiles(rows, { column: 'pv', direction: 'asc' }))).toEqual(['Anna', 'Dora', 'Cem', 'Ben']);
    expect(names(sortProfiles(rows, { column: 'pv', direction: 'desc' }))).toEqual(['Cem', 'Dora', 'Anna', 'Ben']);
  });
  it('rank by the rank plan (case aside), ranks outside it after, by name without a plan', () => {
    const plan = rankPlaces([{ name: 'Bronze' }, { name: 'Silver' }, { name: 'Gold' }]);
    expect(names(sortProfiles(rows, { column: 'rank', direction: 'asc' }, undefined, plan))).toEqual(['Cem', 'Anna', 'Dora', 'Ben']);
    expect(names(sortProfiles(rows, { column: 'rank', direction: 'desc' }, undefined, plan))).toEqual(['Anna', 'Cem', 'Dora', 'Ben']);
    expect(names(sortProfiles(rows, { column: 'rank', direction: 'asc' }))).toEqual(['Cem', 'Dora', 'Anna', 'Ben']);
  });
  it('autoship off before on (ascending), last order by date', () => {
    expect(names(sortProfiles(rows, { column: 'autoship', direction: 'asc' }))).toEqual(['Cem', 'Anna', 'Dora', 'Ben']);
    expect(names(sortProfiles(rows, { column: 'lastOrder', direction: 'desc' }))).toEqual(['Dora', 'Anna', 'Cem', 'Ben']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FiguresReading } from '../../../../shared/import/figures-cells';
import type { PartnerRow } from '../../../../shared/import/figures-match';
import type { FigureMapping } from '../../../../shared/import/figures-roles';
import { planFigures, planFiguresNow, type FiguresInput } from '../../../../shared/import/figures-rows';
import { tableFromRows } from '../../../../shared/import/import-table';
import type { Figures } from '../../../../shared/schemas/figures';

/** Issue 38 item 1: the rows a monthly export writes, and what the preview says of the others. */

const partners: PartnerRow[] = [
  { id: 'root', name: 'Rita Root', parentId: null, externalId: null },
  { id: 'a', name: 'Anna Adler', parentId: 'root', externalId: '100' },
  { id: 'b', name: 'Ben Berg', parentId: 'a', externalId: '101' },
];
const german: FiguresReading = { numberStyle: 'de', dateFormat: 'dd.MM.yyyy' };
const figures = (profileId: string, values: Partial<Figures> = {}): Figures => ({ profileId, pv: null, gv: null, rank: null, paidRank: null, autoship: null, lastOrder: null, ...values });

const input = (rows: string[][], mapping: FigureMapping, current: Figures[] = [], reading = german): FiguresInput => ({
  table: tableFromRows(rows),
  mapping,
  reading,
  partners,
  current: new Map(current.map((row) => [row.profileId, row])),
});

describe('planFigures', () => {
  const headers = ['Partner-Nr', 'Name', 'PV', 'GV', 'Rang', 'ABO', 'Letzte Bestellung'];
  const mapping: FigureMapping = ['externalId', 'name', 'pv', 'gv', 'rank', 'autoship', 'lastOrder'];

  it('reads the matched rows, lists the rows matching nobody and names the cells that are not values', () => {
    const plan = planFiguresNow(
      input(
        [
          headers,
          ['', 'Rita Root', '1.234,56', '12.345,00', 'Diamant', 'ja', '03.11.2026'],
          ['100', 'Anna Adler', '12,5 %', '800', 'Gold', 'vielleicht', '31.02.2026'],
          ['555', 'Nora Nobody', '10', '', '', '', ''],
          ['', '', '5', '', '', '', ''],
        ],
        mapping,
        [figures('a', { pv: 40, autoship: true, lastOrder: '2026-10-01' })],
      ),
    );
    expect(plan.rows).toEqual([
      figures('root', { pv: 1234.56, gv: 12345, rank: 'Diamant', autoship: true, lastOrder: '2026-11-03' }),
      figures('a', { pv: 40, gv: 800, rank: 'Gold', autoship: true, lastOrder: '2026-10-01' }),
    ]);
    expect(plan.matched).toBe(2);
    expect(plan.unchanged).toBe(0);
    expect(plan.unmatched).toEqual([
      { rowNumber: 4, name: 'Nora Nobody', externalId: '555', reason: 'unknown' },
      { rowNumber: 5, name: '', externalId: '', reason: 'noKey' },
    ]);
    expect(plan.problems).toEqual([
      { rowNumber: 3, name: 'Anna Adler', externalId: '100', field: 'pv', header: 'PV', text: '12,5 %' },
      { rowNumber: 3, name: 'Anna Adler', externalId: '100', field: 'autoship', header: 'ABO', text: 'vielleicht' },
      { rowNumber: 3, name: 'Anna Adler', externalId: '100', field: 'lastOrder', header: 'Letzte Bestellung', text: '31.02.2026' },
    ]);
  });

  it('keeps the month’s values of the columns the file does not have, and writes only the partners whose month changes', () => {
    const current = [figures('a', { pv: 10, rank: 'Gold' }), figures('b', { pv: 20, rank: 'Silber' })];
    const plan = planFiguresNow(input([['ID', 'PV'], ['100', '10'], ['101', '25,5']], ['externalId', 'pv'], current));
    expect(plan.rows).toEqual([figures('b', { pv: 25.5, rank: 'Silber' })]);
    expect(plan).toMatchObject({ matched: 2, unchanged: 1 });
  });

  it('an empty cell empties the value; a partner given twice takes the later row', () => {
    const plan = planFiguresNow(input([['Name', 'PV'], ['Ben Berg', '7'], ['Anna Adler', ''], ['Ben Berg', '9']], ['name', 'pv'], [figures('a', { pv: 3 })]));
    expect(plan.rows).toEqual([figures('b', { pv: 9 }), figures('a')]);
    expect(plan.twice).toEqual([{ rowNumber: 2, name: 'Ben Berg', externalId: '', laterRow: 4 }]);
  });

  it('joins first and last name, and reads English numbers and an x-marked autoship column', () => {
    const plan = planFiguresNow(
      input([['First Name', 'Last Name', 'PV', 'Autoship'], ['Anna', 'Adler', '1,234.50', 'x'], ['Ben', 'Berg', '2.5', '']], ['firstName', 'lastName', 'pv', 'autoship'], [], { numberStyle: 'en', dateFormat: null }),
    );
    expect(plan.rows).toEqual([figures('a', { pv: 1234.5, autoship: true }), figures('b', { pv: 2.5, autoship: false })]);
  });

  it('yields between slices of a large file and comes to the same plan', () => {
    const rows = [['Name', 'PV'], ...Array.from({ length: 2500 }, (_, i) => [i % 2 === 0 ? 'Anna Adler' : `Unknown ${i}`, String(i)])];
    let clock = 0;
    const steps = planFigures(input(rows, ['name', 'pv']), () => clock++);
    let slices = 0;
    let step = steps.next();
    while (!step.done) {
      slices++;
      step = steps.next();
    }
    expect(slices).toBeGreaterThan(2);
    expect(step.value).toEqual(planFiguresNow(input(rows, ['name', 'pv'])));
  });

  it('writing the plan and reading the same file again changes nothing (random months and files)', () => {
    const cents = fc.option(fc.integer({ min: 0, max: 99_999_999 }), { nil: null });
    const value = fc.record({ pv: cents, gv: cents, rank: fc.option(fc.constantFrom('Gold', 'Silber', 'Diamant'), { nil: null }), autoship: fc.option(fc.boolean(), { nil: null }) });
    const ids = partners.map((p) => p.id);
    fc.assert(
      fc.property(
        fc.array(fc.record({ who: fc.constantFrom(...ids, 'nobody'), value }), { maxLength: 12 }),
        fc.array(fc.record({ who: fc.constantFrom(...ids), value }), { maxLength: 3 }),
        fc.constantFrom<'de' | 'en'>('de', 'en'),
        fc.constantFrom<FigureMapping>(['name', 'pv', 'gv', 'rank', 'autoship'], ['name', 'pv', 'ignore', 'ignore', 'autoship']),
        (fileRows, monthRows, style, mapping) => {
          const locale = style === 'de' ? 'de-DE' : 'en-US';
          const written = (amount: number | null) => (amount === null ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount / 100));
          const nameOf = (who: string) => partners.find((p) => p.id === who)?.name ?? 'Nora Nobody';
          const table = [['Name', 'PV', 'GV', 'Rank', 'Autoship'], ...fileRows.map(({ who, value: v }) => [nameOf(who), written(v.pv), written(v.gv), v.rank ?? '', v.autoship === null ? '' : v.autoship ? 'yes' : 'no'])];
          const month = new Map<string, Figures>();
          for (const { who, value: v } of monthRows) month.set(who, figures(who, { pv: v.pv === null ? null : v.pv / 100, gv: v.gv === null ? null : v.gv / 100, rank: v.rank, autoship: v.autoship }));
          const reading: FiguresReading = { numberStyle: style, dateFormat: null };
          const first = planFiguresNow({ ...input(table, mapping, [], reading), current: month });
          expect(first.problems).toEqual([]);
          expect(first.unmatched.every((row) => row.name === 'Nora Nobody')).toBe(true);
          // Each written partner holds its last row's values in the file's columns, the month's values elsewhere.
          for (const row of first.rows) {
            const last = fileRows.filter((r) => r.who === row.profileId).at(-1)!.value;
            expect(row.pv).toBe(last.pv === null ? null : last.pv / 100);
            const kept = month.get(row.profileId);
            expect(row.gv).toBe(mapping[2] === 'gv' ? (last.gv === null ? null : last.gv / 100) : (kept?.gv ?? null));
            expect(row.rank).toBe(mapping[3] === 'rank' ? last.rank : (kept?.rank ?? null));
          }
          const after = new Map(month);
          for (const row of first.rows) after.set(row.profileId, row);
          const again = planFiguresNow({ ...input(table, mapping, [], reading), current: after });
          expect(again.rows).toEqual([]);
          expect(again.unchanged).toBe(new Set(fileRows.filter((r) => r.who !== 'nobody').map((r) => r.who)).size);
        },
      ),
    );
  });
});

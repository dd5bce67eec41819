import { describe, expect, it } from 'vitest';
import { FIGURE_COLUMNS } from '../../../../shared/domain/constants';
import { NO_FIGURE_VALUES } from '../../../../shared/domain/figure-filters';
import { columnLabel, offeredColumns, shownColumns } from '../../../../desktop/renderer/src/screens/teamlist/columns';
import { teamlistTable } from '../../../../desktop/renderer/src/screens/teamlist/export-columns';
import { withMonthFigures } from '../../../../desktop/renderer/src/screens/teamlist/month-figures';
import { treeTable } from '../../../../desktop/renderer/src/export/tree-table';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';
import type { StatusTreeAnswer } from '../../../../shared/schemas/teamtree';

const month = {
  period: '2026-11',
  byProfile: new Map([
    ['b', { figures: { pv: 1234.5, gv: 2000, rank: 'Gold', paidRank: 'Silver', autoship: false, lastOrder: '2026-11-03' }, teamVolume: 1300 }],
    ['r', { figures: null, teamVolume: 1334.5 }],
  ]),
};
const base = { phone: '', birthday: null, billDate: null, teamSize: 0, level: null, largestLeg: 0, categories: [], lastContact: null, nextFollowUp: null };

describe('the Teamlist figure columns', () => {
  it('are offered and shown only while the tree has figures; a chosen one stays chosen', () => {
    expect(offeredColumns([], false).some((c) => (FIGURE_COLUMNS as readonly string[]).includes(c))).toBe(false);
    expect(offeredColumns(['Team'], true).slice(-8)).toEqual([...FIGURE_COLUMNS, 'category:Team']);
    expect(shownColumns(['name', 'pv', 'rank'], [], false)).toEqual(['name']);
    expect(shownColumns(['name', 'pv', 'rank'], [], true)).toEqual(['name', 'pv', 'rank']);
  });

  it('are named with the figures’ words', () => {
    expect(FIGURE_COLUMNS.map(columnLabel)).toEqual(['PV', 'GV', 'Team volume', 'Rank', 'Paid rank', 'Autoship', 'Last order']);
  });

  it('are exported with the month in their headings: volumes as numbers, autoship as Yes/No, the last order as a date', () => {
    const rows = withMonthFigures(
      [
        { id: 'b', name: 'Bea', parentName: 'Root', ...base },
        { id: 'r', name: 'Root', parentName: null, ...base },
        { id: 'x', name: 'New', parentName: 'Root', ...base },
      ],
      month,
    );
    const table = teamlistTable(rows, ['name', ...FIGURE_COLUMNS], '2026-11');
    expect(table.headers).toEqual(['Name', 'PV (November 2026)', 'GV (November 2026)', 'Team volume (November 2026)', 'Rank (November 2026)', 'Paid rank (November 2026)', 'Autoship (November 2026)', 'Last order (November 2026)']);
    expect(table.kinds).toEqual(['text', 'number', 'number', 'number', 'text', 'text', 'text', 'date']);
    expect(table.rows).toEqual([
      ['Bea', '1234.5', '2000', '1300', 'Gold', 'Silver', 'No', '03.11.2026'],
      ['Root', '', '', '1334.5', '', '', '', ''],
      ['New', '', '', '', '', '', '', ''],
    ]);
    expect(withMonthFigures([{ id: 'b' }], null)).toEqual([{ id: 'b', ...NO_FIGURE_VALUES }]);
  });

  it('are exported in German with the German month and words', async () => {
    await i18n.changeLanguage('de');
    try {
      const table = teamlistTable(withMonthFigures([{ id: 'b', name: 'Bea', parentName: 'Root', ...base }], month), ['pv', 'autoship'], '2026-11');
      expect(table.headers).toEqual(['PV (November 2026)', 'Autoship (November 2026)']);
      expect(table.rows).toEqual([['1234.5', 'Nein']]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe("the tree's partner table", () => {
  const tree = {
    id: 't',
    name: 'Tree',
    categories: [{ id: 'c1', name: 'Team' }],
    profiles: [
      { id: 'b', parentId: 'r', name: 'Bea', phone: '+49 1511111111', birthday: null, billDate: '2026-11-20', parentName: 'Root', categories: [{ name: 'Team', value: 'North' }] },
      { id: 'r', parentId: null, name: 'Root', phone: '', birthday: null, billDate: null, parentName: null, categories: [] },
    ],
  } as unknown as StatusTreeAnswer['teamtree'];

  it('writes every partner in tree order with the categories, and the month’s figures while the tree has some', () => {
    const table = treeTable(tree, null, month);
    expect(table.headers).toEqual(['Level', 'Name', 'Upline', 'Phone', 'Birthday', 'Bill Date', 'Team', 'PV (November 2026)', 'GV (November 2026)', 'Team volume (November 2026)', 'Rank (November 2026)', 'Paid rank (November 2026)', 'Autoship (November 2026)', 'Last order (November 2026)', 'Downline']);
    expect(table.rows).toEqual([
      ['0', 'Root', '', '', '', '', '', '', '', '1334.5', '', '', '', '', '1'],
      ['1', 'Bea', 'Root', '+49 1511111111', '', '20.11.2026', 'North', '1234.5', '2000', '1300', 'Gold', 'Silver', 'No', '03.11.2026', '0'],
    ]);
  });

  it('has no figure columns for a tree without figures', () => {
    expect(treeTable(tree, null, null).headers).toEqual(['Level', 'Name', 'Upline', 'Phone', 'Birthday', 'Bill Date', 'Team', 'Downline']);
  });
});

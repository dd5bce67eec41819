import { describe, expect, it } from 'vitest';
import { NO_FIGURE_VALUES } from '../../../../shared/domain/figure-filters';
import { genealogyExportRows, genealogyTable, teamlistTable } from '../../../../desktop/renderer/src/screens/teamlist/export-columns';
import { flattenGenealogy, genealogyOf } from '../../../../shared/domain/genealogy';
import { dashboardTable } from '../../../../desktop/renderer/src/screens/dashboard/export-columns';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

const partners = [
  { id: '1', name: 'Bea', phone: '+49 1511111111', birthday: '1980-02-01', billDate: '2026-11-20', parentName: 'Root', teamSize: 1234, level: 1, largestLeg: 1200, categories: [{ name: 'Rank', value: 'Gold' }], lastContact: '2026-11-30T05:00:00.000Z', nextFollowUp: '2026-12-10', ...NO_FIGURE_VALUES },
  { id: '2', name: 'Root', phone: '', birthday: null, billDate: null, parentName: null, teamSize: 1235, level: null, largestLeg: 1235, categories: [], lastContact: null, nextFollowUp: null, ...NO_FIGURE_VALUES },
];

describe('Teamlist export', () => {
  it('writes the chosen columns in their order, with the headers the table shows', () => {
    const table = teamlistTable(partners, ['upline', 'name', 'birthday']);
    expect(table.headers).toEqual(['Upline', 'Name', 'Birthday']);
    expect(table.kinds).toEqual(['text', 'text', 'date']);
    expect(table.rows).toEqual([
      ['Root', 'Bea', '01.02.1980'],
      ['', 'Root', ''],
    ]);
  });

  it('reads every list column; team size, level and largest leg are numbers, no level an empty cell', () => {
    const table = teamlistTable(partners, ['name', 'phone', 'birthday', 'billDate', 'upline', 'teamSize', 'level', 'largestLeg']);
    expect(table.headers.slice(5)).toEqual(['Team size', 'Level', 'Largest leg']);
    expect(table.kinds.slice(5)).toEqual(['number', 'number', 'number']);
    expect(table.rows).toEqual([
      ['Bea', '+49 1511111111', '01.02.1980', '20.11.2026', 'Root', '1234', '1', '1200'],
      ['Root', '', '', '', '', '1235', '', '1235'],
    ]);
  });

  it("writes 'Last contact' as the contact's day and 'Next follow-up' as dates, none empty", () => {
    const table = teamlistTable(partners, ['name', 'lastContact', 'nextFollowUp']);
    expect(table.headers).toEqual(['Name', 'Last contact', 'Next follow-up']);
    expect(table.kinds).toEqual(['text', 'date', 'date']);
    expect(table.rows).toEqual([
      ['Bea', '30.11.2026', '10.12.2026'],
      ['Root', '', ''],
    ]);
  });

  it("writes a category column with the category's name as header and each partner's value (none empty)", () => {
    const table = teamlistTable(partners, ['name', 'category:Rank']);
    expect(table.headers).toEqual(['Name', 'Rank']);
    expect(table.kinds).toEqual(['text', 'text']);
    expect(table.rows).toEqual([
      ['Bea', 'Gold'],
      ['Root', ''],
    ]);
  });
});

describe('Teamlist export in German (issue 36)', () => {
  it('writes the headings in German, a category column under its own name, the dates dd.MM.yyyy', async () => {
    await i18n.changeLanguage('de');
    try {
      const table = teamlistTable(partners, ['name', 'phone', 'birthday', 'billDate', 'upline', 'teamSize', 'level', 'largestLeg', 'category:Rank']);
      expect(table.headers).toEqual(['Name', 'Telefon', 'Geburtstag', 'Abrechnung', 'Upline', 'Teamgröße', 'Ebene', 'Größtes Bein', 'Rank']);
      expect(table.rows[0]).toEqual(['Bea', '+49 1511111111', '01.02.1980', '20.11.2026', 'Root', '1234', '1', '1200', 'Gold']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('dashboard export', () => {
  it('writes Name, Bill Date and the status badge’s text on the given day', () => {
    const table = dashboardTable(partners, '2026-11-24');
    expect(table.headers).toEqual(['Name', 'Bill Date', 'Status']);
    expect(table.rows).toEqual([
      ['Bea', '20.11.2026', 'Inactive'],
      ['Root', '', 'No Bill'],
    ]);
    expect(dashboardTable(partners.slice(0, 1), '2026-11-15').rows[0][2]).toBe('Soon');
  });
});

describe('Genealogy export', () => {
  // Root ─┬─ Bea ── Cai
  //       └─ Dan   (listed out of tree order)
  const profiles = [
    { id: 'c', parentId: 'b', name: 'Cai', phone: '', birthday: null, billDate: '2026-11-20', parentName: 'Bea', categories: [] },
    { id: 'r', parentId: null, name: 'Root', phone: '', birthday: null, billDate: null, parentName: null, categories: [] },
    { id: 'b', parentId: 'r', name: 'Bea', phone: '', birthday: null, billDate: null, parentName: 'Root', categories: [] },
    { id: 'd', parentId: 'r', name: 'Dan', phone: '', birthday: null, billDate: null, parentName: 'Root', categories: [] },
  ];
  const g = genealogyOf(profiles);

  it("writes the rows in tree order: 'Level' from the root first, the chosen columns, 'Downline' last", () => {
    const rows = genealogyExportRows(g, flattenGenealogy(g, null, new Set()), profiles, null);
    const table = genealogyTable(rows, ['name', 'billDate', 'upline']);
    expect(table.headers).toEqual(['Level', 'Name', 'Bill Date', 'Upline', 'Downline']);
    expect(table.kinds).toEqual(['number', 'text', 'date', 'text', 'number']);
    expect(table.rows).toEqual([
      ['0', 'Root', '', '', '3'],
      ['1', 'Bea', '', 'Root', '1'],
      ['2', 'Cai', '20.11.2026', 'Bea', '0'],
      ['1', 'Dan', '', 'Root', '0'],
    ]);
  });

  it("leaves the List's own level and team size out (the level below the viewer, the downline again) and the folded teams", () => {
    const rows = genealogyExportRows(g, flattenGenealogy(g, null, new Set(['b'])), profiles, 'b');
    const table = genealogyTable(rows, ['level', 'name', 'teamSize']);
    expect(table.headers).toEqual(['Level', 'Name', 'Downline']);
    expect(table.rows).toEqual([
      ['0', 'Root', '3'],
      ['1', 'Bea', '1'],
      ['1', 'Dan', '0'],
    ]);
  });

  it("writes the follow-ups of the summary on the partners' rows", () => {
    const followUps = { lastContactHidden: false, profiles: [{ profileId: 'c', lastContact: '2026-11-30T05:00:00.000Z', nextFollowUp: '2026-12-10' }] };
    const rows = genealogyExportRows(g, flattenGenealogy(g, null, new Set()), profiles, null, followUps);
    const table = genealogyTable(rows, ['name', 'lastContact', 'nextFollowUp']);
    expect(table.headers).toEqual(['Level', 'Name', 'Last contact', 'Next follow-up', 'Downline']);
    expect(table.rows.map((row) => row.slice(1, 4))).toEqual([
      ['Root', '', ''],
      ['Bea', '', ''],
      ['Cai', '30.11.2026', '10.12.2026'],
      ['Dan', '', ''],
    ]);
  });

  it('writes its headings in German for a German user (issue 36), the dates as German writes them', async () => {
    await i18n.changeLanguage('de');
    try {
      const rows = genealogyExportRows(g, flattenGenealogy(g, null, new Set()), profiles, null);
      const table = genealogyTable(rows, ['name', 'billDate', 'upline']);
      expect(table.headers).toEqual(['Ebene', 'Name', 'Abrechnung', 'Upline', 'Downline']);
      expect(table.rows[2]).toEqual(['2', 'Cai', '20.11.2026', 'Bea', '0']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

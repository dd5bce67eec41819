import { describe, expect, it } from 'vitest';
import { categoryOf, groupProfiles, type BarProfile } from '../../../../desktop/renderer/src/screens/teambars/grouping';
import { categoryOrdersOf } from '../../../../shared/domain/category-order';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

const today = '2030-01-10';
const p = (id: string, name: string, extra: Partial<BarProfile> = {}): BarProfile => ({ id, name, billDate: null, parentId: null, parentName: null, categories: [], ...extra });

const root = p('r', 'Root', { billDate: '2030-03-01', categories: [{ name: 'Rank', value: 'Gold' }] });
const anna = p('a', 'Anna', { parentId: 'r', parentName: 'Root', billDate: '2030-01-12', categories: [{ name: 'rank', value: 'Silver' }] });
const bert = p('b', 'Bert', { parentId: 'a', parentName: 'Anna', billDate: '2030-01-09', categories: [{ name: 'Rank', value: '' }] });
const carl = p('c', 'Carl', { parentId: 'r', parentName: 'Root', billDate: null, categories: [{ name: 'Rank', value: 'Gold' }] });
const all = [carl, bert, anna, root];
const view = (bars: ReturnType<typeof groupProfiles<BarProfile>>) => bars.map((b) => [b.title, b.profiles.map((x) => x.name)]);

describe('teambars grouping', () => {
  it('groups by upline: the root first, then each parent by name, cards by name', () => {
    expect(view(groupProfiles(all, 'upline', today))).toEqual([
      ['No Upline', ['Root']],
      ['Anna', ['Bert']],
      ['Root', ['Anna', 'Carl']],
    ]);
  });

  it('groups by bill status in the order Active, Soon, Inactive, No Bill Date', () => {
    const bars = groupProfiles(all, 'billdate', today);
    expect(view(bars)).toEqual([
      ['Active', ['Root']],
      ['Soon', ['Anna']],
      ['Inactive', ['Bert']],
      ['No Bill Date', ['Carl']],
    ]);
    expect(bars.map((b) => b.status)).toEqual(['safe', 'warning', 'danger', 'none']);
  });

  it('leaves empty bill status bars out', () => {
    expect(view(groupProfiles([root], 'billdate', today))).toEqual([['Active', ['Root']]]);
  });

  it('groups by a category value (names case-insensitive), "No {category}" last for empty values', () => {
    expect(view(groupProfiles(all, 'category:Rank', today))).toEqual([
      ['Gold', ['Carl', 'Root']],
      ['Silver', ['Anna']],
      ['No Rank', ['Bert']],
    ]);
  });

  it('puts everyone into "No {category}" for a category nobody has', () => {
    expect(view(groupProfiles(all, 'category:Team', today))).toEqual([['No Team', ['Anna', 'Bert', 'Carl', 'Root']]]);
  });

  it('answers no bars for no profiles', () => {
    expect(groupProfiles([], 'upline', today)).toEqual([]);
    expect(groupProfiles([], 'category:Rank', today)).toEqual([]);
  });

  it('reads the category of a grouping value', () => {
    expect(categoryOf('category:Rank')).toBe('Rank');
    expect(categoryOf('category:a:b')).toBe('a:b');
    expect(categoryOf('upline')).toBeNull();
  });
});

describe('teambars grouping by an ordered category', () => {
  const orders = categoryOrdersOf([{ name: 'Rank', order: ['Bronze', 'Silver', 'Gold'] }]);
  const ranked = (id: string, name: string, value: string) => p(id, name, { parentId: 'r', parentName: 'Root', categories: [{ name: 'Rank', value }] });
  const team = [ranked('1', 'Anna', 'Gold'), ranked('2', 'Bert', 'bronze'), ranked('3', 'Carl', 'Silver'), ranked('4', 'Dora', 'Platin'), ranked('5', 'Emil', 'Diamant'), p('6', 'Fritz')];

  it('shows the bars in the declared order (case aside), values outside it after them A-Z, then No Rank', () => {
    expect(view(groupProfiles(team, 'category:Rank', today, orders))).toEqual([
      ['bronze', ['Bert']],
      ['Silver', ['Carl']],
      ['Gold', ['Anna']],
      ['Diamant', ['Emil']],
      ['Platin', ['Dora']],
      ['No Rank', ['Fritz']],
    ]);
  });

  it('keeps A-Z for a category without an order', () => {
    expect(view(groupProfiles(team, 'category:Rank', today)).map(([title]) => title)).toEqual(['bronze', 'Diamant', 'Gold', 'Platin', 'Silver', 'No Rank']);
  });
});

describe('teambars grouping in German (issue 36)', () => {
  it("titles the bars of their own in German: 'Keine Upline', the badge's words, 'Keine Abrechnung', 'Ohne {category}'", async () => {
    await i18n.changeLanguage('de');
    try {
      expect(view(groupProfiles(all, 'upline', today))[0]).toEqual(['Keine Upline', ['Root']]);
      expect(view(groupProfiles(all, 'billdate', today)).map(([title]) => title)).toEqual(['Aktiv', 'Bald', 'Inaktiv', 'Keine Abrechnung']);
      expect(view(groupProfiles(all, 'category:Rank', today)).at(-1)).toEqual(['Ohne Rank', ['Bert']]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('teambars by rank (the month picked in Period)', () => {
  const ranks = new Map([
    ['r', 'Gold'],
    ['a', 'silver'],
    ['c', 'Gold'],
  ]);
  const source = (places: ReadonlyMap<string, number>) => ({ rankOf: (id: string) => ranks.get(id) ?? null, places });

  it("orders the bars by the rank plan, 'No rank' last, cards by name", () => {
    const plan = new Map([
      ['silver', 0],
      ['gold', 1],
    ]);
    expect(view(groupProfiles(all, 'rank', today, undefined, source(plan)))).toEqual([
      ['silver', ['Anna']],
      ['Gold', ['Carl', 'Root']],
      ['No rank', ['Bert']],
    ]);
  });

  it('orders the bars by name without a plan, and puts everyone in No rank without figures', () => {
    expect(view(groupProfiles(all, 'rank', today, undefined, source(new Map()))).map(([title]) => title)).toEqual(['Gold', 'silver', 'No rank']);
    expect(view(groupProfiles(all, 'rank', today))).toEqual([['No rank', ['Anna', 'Bert', 'Carl', 'Root']]]);
  });
});

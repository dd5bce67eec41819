import { describe, expect, it } from 'vitest';
import { rankPlaces } from '../../../../shared/domain/figure-filters';
import { groupByRank } from '../../../../shared/domain/rank-groups';

const partners = [
  { name: 'Anna', rank: 'Gold' },
  { name: 'Ben', rank: null },
  { name: 'Cem', rank: 'Bronze' },
  { name: 'Dora', rank: 'gold' },
  { name: 'Emil', rank: 'Ambassador' },
  { name: 'Fay', rank: '  ' },
  { name: 'Gus', rank: 'Silver' },
];
const shape = (groups: ReturnType<typeof groupByRank<(typeof partners)[number]>>) => groups.map((g) => [g.rank, g.profiles.map((p) => p.name)]);

describe('groupByRank', () => {
  it('orders the ranks by the plan (lowest first), ranks outside it after by name, no rank last', () => {
    const plan = rankPlaces([{ name: 'Bronze' }, { name: 'Silver' }, { name: 'Gold' }]);
    expect(shape(groupByRank(partners, (p) => p.rank, plan))).toEqual([
      ['Bronze', ['Cem']],
      ['Silver', ['Gus']],
      ['Gold', ['Anna', 'Dora']],
      ['Ambassador', ['Emil']],
      [null, ['Ben', 'Fay']],
    ]);
  });
  it('orders the ranks by name without a plan', () => {
    expect(shape(groupByRank(partners, (p) => p.rank, rankPlaces(null))).map(([rank]) => rank)).toEqual(['Ambassador', 'Bronze', 'Gold', 'Silver', null]);
  });
  it('leaves out the no-rank group when everyone has a rank, and gives no groups for nobody', () => {
    expect(groupByRank([{ rank: 'Gold' }], (p) => p.rank, new Map()).map((g) => g.rank)).toEqual(['Gold']);
    expect(groupByRank([], () => null, new Map())).toEqual([]);
  });
});

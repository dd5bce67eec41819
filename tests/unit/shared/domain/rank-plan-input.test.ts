import { describe, expect, it } from 'vitest';
import { draftsOfPlan, moveRank, readLegShare, readRankNumber, readRankPlan, samePlan, serverProblemsOf, type RankDraft } from '@shared/domain/rank-plan-input';

const rank = (name: string, minPv: string, minTeamVolume: string, maxLegShare = ''): RankDraft => ({ name, minPv, minTeamVolume, maxLegShare });

describe('readRankNumber', () => {
  it('reads German and English numbers, plain, grouped and with up to 2 decimals', () => {
    expect(readRankNumber('1.234,56', 'de')).toEqual({ ok: true, value: 1234.56 });
    expect(readRankNumber('2000', 'de')).toEqual({ ok: true, value: 2000 });
    expect(readRankNumber(' 1 500,5 ', 'de')).toEqual({ ok: true, value: 1500.5 });
    expect(readRankNumber('1,234.56', 'en')).toEqual({ ok: true, value: 1234.56 });
    expect(readRankNumber('0', 'en')).toEqual({ ok: true, value: 0 });
    expect(readRankNumber('', 'en')).toEqual({ ok: true, value: null });
  });

  it('says why a text is not a volume', () => {
    expect(readRankNumber('-3', 'en')).toEqual({ ok: false, problem: 'negative' });
    expect(readRankNumber('1,234', 'de')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readRankNumber('1.2345', 'en')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readRankNumber('12 PV', 'en')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readRankNumber('1.2.3', 'de')).toEqual({ ok: false, problem: 'notANumber' });
    // An English number in German is refused rather than read as something else.
    expect(readRankNumber('1,234.5', 'de')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readRankNumber('1000000000000', 'en')).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe('readLegShare', () => {
  it('reads a percentage as 0-1, empty as no limit', () => {
    expect(readLegShare('50', 'en')).toEqual({ ok: true, value: 0.5 });
    expect(readLegShare('33,33', 'de')).toEqual({ ok: true, value: 0.3333 });
    expect(readLegShare('40 %', 'de')).toEqual({ ok: true, value: 0.4 });
    expect(readLegShare('100', 'en')).toEqual({ ok: true, value: 1 });
    expect(readLegShare('0', 'en')).toEqual({ ok: true, value: 0 });
    expect(readLegShare(' ', 'en')).toEqual({ ok: true, value: null });
  });

  it('refuses more than 100 and what is not a number', () => {
    expect(readLegShare('101', 'en')).toEqual({ ok: false, problem: 'shareRange' });
    expect(readLegShare('-5', 'en')).toEqual({ ok: false, problem: 'negative' });
    expect(readLegShare('half', 'en')).toEqual({ ok: false, problem: 'notANumber' });
  });
});

describe('readRankPlan', () => {
  it('gives the ranks the server takes, lowest first, names trimmed', () => {
    const read = readRankPlan([rank(' Bronze ', '100', '1.000'), rank('Silver', '100', '5.000,50', '50'), rank('Gold', '200', '5.000,50', '')], 'de');
    expect(read).toEqual({
      ok: true,
      ranks: [
        { name: 'Bronze', minPv: 100, minTeamVolume: 1000, maxLegShare: null },
        { name: 'Silver', minPv: 100, minTeamVolume: 5000.5, maxLegShare: 0.5 },
        { name: 'Gold', minPv: 200, minTeamVolume: 5000.5, maxLegShare: null },
      ],
    });
    expect(readRankPlan([], 'en')).toEqual({ ok: true, ranks: [] });
  });

  it("names each field's problem", () => {
    const read = readRankPlan([rank('', '', 'x', '120'), rank('A'.repeat(61), '-1', '10'), rank('bronze', '1', '20'), rank('Bronze', '1', '30')], 'en');
    expect(read).toEqual({
      ok: false,
      tooMany: false,
      problems: [{ name: 'nameRequired', minPv: 'numberRequired', minTeamVolume: 'notANumber', maxLegShare: 'shareRange' }, { name: 'nameTooLong', minPv: 'negative' }, {}, { name: 'nameTwice' }],
    });
  });

  it('refuses a minimum team volume below the rank before it', () => {
    const read = readRankPlan([rank('Bronze', '0', '5000'), rank('Silver', '0', '1000'), rank('Gold', '0', '4000')], 'en');
    expect(read).toEqual({ ok: false, tooMany: false, problems: [{}, { minTeamVolume: 'belowRankBefore' }, { minTeamVolume: 'belowRankBefore' }] });
  });

  it('refuses more than 30 ranks', () => {
    const drafts = Array.from({ length: 31 }, (_, i) => rank(`Rank ${i}`, '0', String(i)));
    expect(readRankPlan(drafts, 'en')).toMatchObject({ ok: false, tooMany: true });
    expect(readRankPlan(drafts.slice(0, 30), 'en').ok).toBe(true);
  });
});

describe('draftsOfPlan and samePlan', () => {
  const plan = [
    { name: 'Bronze', minPv: 100, minTeamVolume: 1234.5, maxLegShare: null },
    { name: 'Silver', minPv: 100, minTeamVolume: 5000, maxLegShare: 0.3333 },
  ];
  const german = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

  it('writes a saved plan in the language, the share as a percentage, and reads back the same plan', () => {
    const drafts = draftsOfPlan(plan, (n) => german.format(n));
    expect(drafts).toEqual([rank('Bronze', '100', '1.234,5'), rank('Silver', '100', '5.000', '33,33')]);
    const read = readRankPlan(drafts, 'de');
    expect(read.ok && samePlan(read.ranks, plan)).toBe(true);
    expect(draftsOfPlan(null, String)).toEqual([]);
  });

  it('tells a changed plan from the same one', () => {
    expect(samePlan(null, [])).toBe(true);
    expect(samePlan(plan, [plan[0]])).toBe(false);
    expect(samePlan(plan, [plan[0], { ...plan[1], maxLegShare: null }])).toBe(false);
  });
});

describe('moveRank', () => {
  it('moves one place and stays at either end', () => {
    expect(moveRank(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRank(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRank(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRank(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('serverProblemsOf', () => {
  it("puts the server's field messages beside their rank", () => {
    expect(serverProblemsOf({ 'ranks.1.minPv': 'must be 0 or more', 'ranks.0.name': 'name is required', teamtreeId: 'x', 'ranks.5.name': 'y' }, 2)).toEqual([
      { name: 'name is required' },
      { minPv: 'must be 0 or more' },
    ]);
    expect(serverProblemsOf(undefined, 1)).toEqual([{}]);
  });
});

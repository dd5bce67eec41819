import { describe, expect, it } from 'vitest';
import {
  categoryKey,
  categoryLimitMessage,
  categoryLimitOf,
  categoryLimitReachedHint,
  exceedsCategoryLimit,
  normaliseCategoryPairs,
  normaliseCategoryText,
} from '../../../shared/domain/categories';
import { PLANS } from '../../../shared/domain/constants';

describe('normaliseCategoryText', () => {
  it.each([
    ['gold', 'Gold'],
    ['gOLD', 'GOLD'],
    ['  silver  ', 'Silver'],
    ['GOLD', 'GOLD'],
    ['über', 'Über'],
    ['1st place', '1st place'],
    ['', ''],
    ['   ', ''],
    ['x', 'X'],
    ['\u{1D4B6}bc', '\u{1D4B6}bc'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseCategoryText(input)).toBe(expected);
  });

  it('changes nothing but the first letter', () => {
    expect(normaliseCategoryText('mIxEd CaSe')).toBe('MIxEd CaSe');
  });
});

describe('categoryKey', () => {
  it('compares names case-insensitively after trimming', () => {
    expect(categoryKey(' Rank ')).toBe(categoryKey('rANK'));
  });
});

describe('normaliseCategoryPairs', () => {
  it('normalises names and values and drops empty pairs', () => {
    expect(
      normaliseCategoryPairs([
        { name: ' rank', value: 'gold ' },
        { name: '', value: 'lost' },
        { name: 'City', value: '  ' },
        { name: 'team', value: 'nORTH' },
      ]),
    ).toEqual({ ok: true, pairs: [{ name: 'Rank', value: 'Gold' }, { name: 'Team', value: 'NORTH' }] });
  });

  it('refuses two values for one category, names compared case-insensitively', () => {
    expect(normaliseCategoryPairs([{ name: 'Rank', value: 'A' }, { name: ' RANK', value: 'B' }])).toEqual({ ok: false, duplicate: 'RANK' });
  });

  it('does not count a dropped pair as a duplicate', () => {
    expect(normaliseCategoryPairs([{ name: 'Rank', value: '' }, { name: 'rank', value: 'B' }])).toEqual({ ok: true, pairs: [{ name: 'Rank', value: 'B' }] });
  });

  it('accepts an empty list', () => {
    expect(normaliseCategoryPairs([])).toEqual({ ok: true, pairs: [] });
  });
});

describe('plan limits', () => {
  it('matches the plan table', () => {
    expect(Object.fromEntries(PLANS.map((plan) => [plan, categoryLimitOf(plan)]))).toEqual({
      BASIC: 1,
      PRO_MONTHLY: 3,
      PRO_ANNUAL: 3,
      ELITE_MONTHLY: 5,
      ELITE_ANNUAL: 5,
    });
  });

  it('words the refusal and the hint exactly', () => {
    expect(categoryLimitMessage('BASIC')).toBe('You can only have 1 different categories with your BASIC plan');
    expect(categoryLimitMessage('ELITE_ANNUAL')).toBe('You can only have 5 different categories with your ELITE_ANNUAL plan');
    expect(categoryLimitReachedHint('PRO_MONTHLY')).toBe('You have reached the category limit for your PRO_MONTHLY plan (3 categories). Upgrade to add more!');
  });

  it('allows names up to the limit', () => {
    expect(exceedsCategoryLimit([], ['a'], 'BASIC')).toBe(false);
    expect(exceedsCategoryLimit(['a'], ['a', 'b'], 'BASIC')).toBe(true);
    expect(exceedsCategoryLimit(['a', 'b'], ['a', 'b', 'c'], 'PRO_ANNUAL')).toBe(false);
    expect(exceedsCategoryLimit(['a', 'b', 'c'], ['a', 'b', 'c', 'd'], 'PRO_ANNUAL')).toBe(true);
    expect(exceedsCategoryLimit([], ['a', 'b', 'c', 'd', 'e'], 'ELITE_MONTHLY')).toBe(false);
    expect(exceedsCategoryLimit([], ['a', 'b', 'c', 'd', 'e', 'f'], 'ELITE_MONTHLY')).toBe(true);
  });

  it('keeps existing names after a plan was lowered but refuses new ones', () => {
    expect(exceedsCategoryLimit(['a', 'b', 'c'], ['a', 'b', 'c'], 'BASIC')).toBe(false);
    expect(exceedsCategoryLimit(['a', 'b', 'c'], ['b'], 'BASIC')).toBe(false);
    expect(exceedsCategoryLimit(['a', 'b', 'c'], ['a', 'b', 'c', 'd'], 'BASIC')).toBe(true);
    expect(exceedsCategoryLimit(['a', 'b', 'c'], ['d'], 'BASIC')).toBe(false);
  });

  it('lets a replaced name free its place', () => {
    expect(exceedsCategoryLimit(['old'], ['new'], 'BASIC')).toBe(false);
  });
});

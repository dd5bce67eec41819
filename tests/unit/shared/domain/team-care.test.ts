import { describe, expect, it } from 'vitest';
import { isBirthdayOn, isDismissed, orderSuggestions, snoozedUntil, treeSuggestions, type CarePartner } from '../../../../shared/domain/team-care';

const TODAY = '2027-03-10';
const tree = { id: 't1', name: 'Team', contactDays: 30 };
let next = 0;
const partner = (overrides: Partial<CarePartner>): CarePartner => ({
  profileId: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  name: `P${next}`,
  phone: '',
  addedOn: '2026-01-01',
  birthday: null,
  imported: false,
  firstLevel: false,
  lastContactOn: null,
  ...overrides,
});
const kinds = (partners: CarePartner[], dismissals = new Map()) => treeSuggestions(tree, partners, TODAY, dismissals).map((s) => [s.kind, s.day ?? s.days]);

describe('team care', () => {
  it('welcomes on days 1, 3 and 7 only, and never an imported partner', () => {
    for (const [addedOn, expected] of [
      ['2027-03-10', []],
      ['2027-03-09', [['welcome', 1]]],
      ['2027-03-08', []],
      ['2027-03-07', [['welcome', 3]]],
      ['2027-03-03', [['welcome', 7]]],
      ['2027-03-02', []],
    ] as const)
      expect(kinds([partner({ addedOn })])).toEqual(expected);
    expect(kinds([partner({ addedOn: '2027-03-09', imported: true })])).toEqual([]);
  });

  it('suggests a first-level partner from exactly the tree’s days without contact, counted from the addition when never contacted', () => {
    expect(kinds([partner({ firstLevel: true, lastContactOn: '2027-02-08' })])).toEqual([['no-contact', 30]]);
    expect(kinds([partner({ firstLevel: true, lastContactOn: '2027-02-09' })])).toEqual([]);
    expect(kinds([partner({ firstLevel: false, lastContactOn: '2026-01-01' })])).toEqual([]);
    expect(kinds([partner({ firstLevel: true, addedOn: '2027-02-20' })])).toEqual([]);
    expect(kinds([partner({ firstLevel: true, addedOn: '2027-02-08' })])).toEqual([['no-contact', 30]]);
  });

  it('knows birthdays, 29 February on 28 February outside leap years', () => {
    expect(isBirthdayOn('1990-03-10', TODAY)).toBe(true);
    expect(isBirthdayOn('1990-03-11', TODAY)).toBe(false);
    expect(isBirthdayOn('1992-02-29', '2027-02-28')).toBe(true);
    expect(isBirthdayOn('1992-02-29', '2028-02-28')).toBe(false);
    expect(isBirthdayOn('1992-02-29', '2028-02-29')).toBe(true);
  });

  it('keeps a done suggestion away for good and a snoozed one until its day', () => {
    expect(snoozedUntil(TODAY)).toBe('2027-03-17');
    expect(isDismissed(undefined, TODAY)).toBe(false);
    expect(isDismissed({ key: 'k', until: null }, TODAY)).toBe(true);
    expect(isDismissed({ key: 'k', until: '2027-03-11' }, TODAY)).toBe(true);
    expect(isDismissed({ key: 'k', until: TODAY }, TODAY)).toBe(false);
    const p = partner({ addedOn: '2027-03-09' });
    const [suggestion] = treeSuggestions(tree, [p], TODAY, new Map());
    expect(suggestion.key).toBe(`welcome:${p.profileId}:1`);
    expect(treeSuggestions(tree, [p], TODAY, new Map([[suggestion.key, { key: suggestion.key, until: null }]]))).toEqual([]);
  });

  it('orders welcome calls, birthdays, then the longest without contact', () => {
    const list = treeSuggestions(
      tree,
      [
        partner({ name: 'Quiet 40', firstLevel: true, addedOn: '2027-01-29' }),
        partner({ name: 'Welcome 7', addedOn: '2027-03-03' }),
        partner({ name: 'Birthday', birthday: '1980-03-10' }),
        partner({ name: 'Quiet 60', firstLevel: true, addedOn: '2027-01-09' }),
        partner({ name: 'Welcome 1', addedOn: '2027-03-09' }),
      ],
      TODAY,
      new Map(),
    );
    expect(orderSuggestions(list).map((s) => s.name)).toEqual(['Welcome 1', 'Welcome 7', 'Birthday', 'Quiet 60', 'Quiet 40']);
  });
});

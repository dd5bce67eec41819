import { NO_FIGURE_VALUES } from '../../../../shared/domain/figure-filters';
import { describe, expect, it } from 'vitest';
import {
  canOrderCategories,
  categoryOrdersOf,
  checkCategoryOrder,
  moveOrderValue,
  orderChoices,
  orderedValuesOf,
  compareCategoryValues,
  orderOfCategory,
  CATEGORY_ORDER_MAX,
} from '../../../../shared/domain/category-order';
import type { ListProfile } from '../../../../desktop/renderer/src/screens/teamlist/columns';
import { sortProfiles } from '../../../../shared/domain/profile-sort';
import { categoryOrderRequest } from '../../../../shared/schemas/category-order';

const orders = categoryOrdersOf([
  { name: 'Rank', order: ['Bronze', 'Silver', 'Gold'] },
  { name: 'City' },
  { name: 'Level', order: null },
]);
const rank = orderOfCategory(orders, 'rank');

describe('checking an order', () => {
  it('normalises the values as category values are', () => {
    expect(checkCategoryOrder([' bronze ', 'Silver', 'gOLD'])).toEqual({ ok: true, values: ['Bronze', 'Silver', 'GOLD'] });
    expect(checkCategoryOrder([])).toEqual({ ok: true, values: [] });
  });

  it('refuses a value twice (case aside), an empty value and too many values', () => {
    expect(checkCategoryOrder(['Gold', 'Silver', 'GOLD'])).toEqual({ ok: false, error: '"GOLD" is listed twice: each ordered value must be different' });
    expect(checkCategoryOrder(['Gold', ' '])).toEqual({ ok: false, error: 'An ordered value must not be empty' });
    expect(checkCategoryOrder(Array.from({ length: CATEGORY_ORDER_MAX }, (_, i) => `V${i}`)).ok).toBe(true);
    expect(checkCategoryOrder(Array.from({ length: CATEGORY_ORDER_MAX + 1 }, (_, i) => `V${i}`))).toEqual({ ok: false, error: 'A category can list at most 30 ordered values' });
  });

  it('the request takes null or an empty list as no order', () => {
    const base = { teamtreeId: '00000000-0000-4000-8000-000000000001', categoryName: 'Rank' };
    expect(categoryOrderRequest.parse({ ...base, order: null }).order).toBeNull();
    expect(categoryOrderRequest.parse({ ...base, order: [] }).order).toBeNull();
    expect(categoryOrderRequest.parse({ ...base, order: ['gold'] }).order).toEqual(['Gold']);
    expect(categoryOrderRequest.safeParse({ ...base, order: ['x'.repeat(201)] }).success).toBe(false);
  });

  it('owner and moderators may order; editors, readers and non-members not', () => {
    expect([canOrderCategories('OWNER'), canOrderCategories('MODERATOR'), canOrderCategories('EDIT'), canOrderCategories('READ'), canOrderCategories(null)]).toEqual([true, true, false, false, false]);
  });
});

describe('comparing values of an ordered category', () => {
  const sortedBy = (order: typeof rank, values: string[]) => [...values].sort((a, b) => compareCategoryValues(order, a, b));
  const sorted = (values: string[]) => sortedBy(rank, values);

  it('finds the orders by category name, case aside; categories without an order have none', () => {
    expect(rank).toBeDefined();
    expect(orderOfCategory(orders, 'City')).toBeUndefined();
    expect(orderOfCategory(orders, 'Level')).toBeUndefined();
    expect(orderOfCategory(undefined, 'Rank')).toBeUndefined();
  });

  it('puts the values in the declared order, not A-Z', () => {
    expect(sorted(['Gold', 'Bronze', 'Silver'])).toEqual(['Bronze', 'Silver', 'Gold']);
  });

  it('matches values case aside', () => {
    expect(sorted(['GOLD', 'silver', 'Bronze'])).toEqual(['Bronze', 'silver', 'GOLD']);
  });

  it('puts values not in the order after those in it, A-Z among themselves', () => {
    expect(sorted(['Platin', 'Gold', 'Diamant', 'Bronze'])).toEqual(['Bronze', 'Gold', 'Diamant', 'Platin']);
  });

  it('sorts A-Z without an order', () => {
    expect(sortedBy(undefined, ['Silver', 'Gold', 'Bronze'])).toEqual(['Bronze', 'Gold', 'Silver']);
  });
});

describe("the Teamlist's category column with an order", () => {
  const p = (id: string, name: string, value?: string): ListProfile => ({
    id,
    name,
    phone: '',
    birthday: null,
    billDate: null,
    parentName: null,
    teamSize: 0,
    level: null,
    largestLeg: 0,
    categories: value ? [{ name: 'Rank', value }] : [],
    lastContact: null,
    nextFollowUp: null,
    ...NO_FIGURE_VALUES,
  });
  const rows = [p('1', 'Anna', 'Gold'), p('2', 'Bert'), p('3', 'Carl', 'Bronze'), p('4', 'Dora', 'Platin'), p('5', 'Emil', 'silver'), p('6', 'Fritz', 'Diamant'), p('7', 'Gabi', 'Gold')];
  const ids = (list: ListProfile[]) => list.map((r) => r.id);

  it('sorts ascending in the order; values outside it after, A-Z; empty last; ties by name', () => {
    expect(ids(sortProfiles(rows, { column: 'category:Rank', direction: 'asc' }, orders))).toEqual(['3', '5', '1', '7', '6', '4', '2']);
  });

  it('reverses the order descending, keeping values outside it and empty ones after', () => {
    expect(ids(sortProfiles(rows, { column: 'category:rank', direction: 'desc' }, orders))).toEqual(['1', '7', '5', '3', '4', '6', '2']);
  });

  it('sorts A-Z without orders, as before', () => {
    expect(ids(sortProfiles(rows, { column: 'category:Rank', direction: 'asc' }))).toEqual(['3', '6', '1', '7', '4', '5', '2']);
  });
});

describe('the choice list of an ordered category', () => {
  const categories = [{ name: 'Rank', order: ['Bronze', 'Silver', 'Gold'] }, { name: 'City' }];

  it('finds the order by name, case aside; none for a category without one or an unknown name', () => {
    expect(orderedValuesOf(categories, ' rank')).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(orderedValuesOf(categories, 'City')).toBeNull();
    expect(orderedValuesOf(categories, 'Level')).toBeNull();
    expect(orderedValuesOf(categories, '')).toBeNull();
  });

  it('offers the values in order, choosing the held one in the order’s spelling', () => {
    expect(orderChoices(['Bronze', 'Silver', 'Gold'], 'GOLD')).toEqual({
      choices: [
        { value: 'Bronze', outside: false },
        { value: 'Silver', outside: false },
        { value: 'Gold', outside: false },
      ],
      selected: 'Gold',
    });
    expect(orderChoices(['Bronze'], '').selected).toBe('');
  });

  it('keeps a held value the order does not list, first and marked', () => {
    expect(orderChoices(['Bronze', 'Gold'], 'Platin')).toEqual({
      choices: [
        { value: 'Platin', outside: true },
        { value: 'Bronze', outside: false },
        { value: 'Gold', outside: false },
      ],
      selected: 'Platin',
    });
  });

  it('moves a value up and down, not past either end', () => {
    expect(moveOrderValue(['A', 'B', 'C'], 2, -1)).toEqual(['A', 'C', 'B']);
    expect(moveOrderValue(['A', 'B', 'C'], 0, 1)).toEqual(['B', 'A', 'C']);
    expect(moveOrderValue(['A', 'B', 'C'], 0, -1)).toEqual(['A', 'B', 'C']);
    expect(moveOrderValue(['A', 'B', 'C'], 2, 1)).toEqual(['A', 'B', 'C']);
  });
});

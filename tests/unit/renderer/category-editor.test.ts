import { describe, expect, it } from 'vitest';
import {
  addRefusal,
  canAddCategory,
  distinctNames,
  isDuplicateTitle,
  limitError,
  newRow,
  normaliseRow,
  renameRow,
  rowsToPairs,
  unusedExistingNames,
} from '../../../desktop/renderer/src/lib/category-editor';

describe('category editor rules', () => {
  it('refuses adding beyond the plan limit with the upgrade message', () => {
    const rows = [newRow('Rank', 'Gold')];
    expect(canAddCategory(rows, 'BASIC')).toBe(false);
    expect(canAddCategory(rows, 'PRO_MONTHLY')).toBe(true);
    expect(addRefusal('BASIC')).toBe('You have reached the category limit for your BASIC plan (1 categories). Upgrade to add more!');
  });

  it("lets a partner carry a category the tree already uses, even at the plan's limit", () => {
    // BASIC allows one distinct name; the tree uses 'Rank' on another partner.
    expect(canAddCategory([], 'BASIC', ['Rank'])).toBe(true);
    const blank = newRow();
    expect(canAddCategory([blank], 'BASIC', ['Rank'])).toBe(false);
    expect(unusedExistingNames([blank], ['Rank', 'rank'])).toEqual(['Rank']);
    expect(limitError([newRow('Rank', 'Gold')], 'BASIC', ['Rank'])).toBeNull();
    expect(canAddCategory([newRow('Rank', 'Gold')], 'BASIC', ['Rank'])).toBe(false);
    expect(limitError([newRow('Team', 'A')], 'BASIC', ['Rank'])).toBe('You can only have 1 different categories with your BASIC plan');
  });

  it('counts distinct names case-insensitively, with existing tree categories, ignoring blank titles', () => {
    const rows = [newRow('rank', 'x'), newRow('  ', 'y'), newRow('Team', '')];
    expect(distinctNames(rows, ['RANK'])).toEqual(['rank', 'team']);
    expect(limitError(rows, 'BASIC')).toBe('You can only have 1 different categories with your BASIC plan');
    expect(limitError(rows, 'PRO_ANNUAL')).toBeNull();
    expect(limitError(rows, 'BASIC', [])).not.toBeNull();
  });

  it('clears the option when the title changes, but not when it stays the same', () => {
    const row = newRow('Rank', 'Gold');
    expect(renameRow([row], row.id, 'Level')[0]).toMatchObject({ name: 'Level', value: '' });
    expect(renameRow([row], row.id, 'Rank')[0]).toMatchObject({ value: 'Gold' });
  });

  it('trims titles and options and capitalises only the first letter', () => {
    const row = newRow('  gOLD member ', ' silver ');
    expect(normaliseRow([row], row.id)[0]).toMatchObject({ name: 'GOLD member', value: 'Silver' });
  });

  it('flags a title another row already uses, whatever its case', () => {
    const a = newRow('Rank', '');
    const b = newRow('rANK', '');
    const c = newRow('', '');
    const d = newRow('', '');
    expect(isDuplicateTitle([a, b], b.id)).toBe(true);
    expect(isDuplicateTitle([a], a.id)).toBe(false);
    expect(isDuplicateTitle([a, c, d], c.id)).toBe(false);
  });

  it('saves an option only when both title and option are non-empty, one per category', () => {
    const rows = [newRow('rank', 'gold'), newRow('Team', ''), newRow('', 'orphan'), newRow('RANK', 'silver')];
    expect(rowsToPairs(rows)).toEqual([{ name: 'Rank', value: 'Gold' }]);
  });
});

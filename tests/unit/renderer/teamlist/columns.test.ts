import { describe, expect, it } from 'vitest';
import { COLUMN_LABELS, isSortable, moveColumn, normalizeVisibleColumns, sameColumns, toggleColumn } from '../../../../desktop/renderer/src/screens/teamlist/columns';

describe('teamlist columns', () => {
  it('labels the five list columns as the spec names them', () => {
    expect(COLUMN_LABELS).toEqual({ name: 'Name', phone: 'Phone', birthday: 'Birthday', billDate: 'Bill Date', upline: 'Upline' });
  });

  it('sorts on name, upline, birthday and billDate only', () => {
    expect(['name', 'upline', 'birthday', 'billDate'].every((c) => isSortable(c as never))).toBe(true);
    expect(isSortable('phone')).toBe(false);
  });

  it('normalizes stored columns: known ones, once each, in order; defaults when none is left', () => {
    expect(normalizeVisibleColumns(['upline', 'name', 'upline', 'nope'])).toEqual(['upline', 'name']);
    expect(normalizeVisibleColumns([])).toEqual(['name', 'billDate', 'upline']);
    expect(normalizeVisibleColumns('name')).toEqual(['name', 'billDate', 'upline']);
    expect(normalizeVisibleColumns(undefined)).toEqual(['name', 'billDate', 'upline']);
  });

  it('toggles a column: hides it, or shows it at the end', () => {
    expect(toggleColumn(['name', 'billDate'], 'billDate')).toEqual(['name']);
    expect(toggleColumn(['name', 'billDate'], 'phone')).toEqual(['name', 'billDate', 'phone']);
  });

  it('keeps the last visible column', () => {
    expect(toggleColumn(['upline'], 'upline')).toEqual(['upline']);
  });

  it('moves a column to the drop target in both directions', () => {
    expect(moveColumn(['name', 'billDate', 'upline'], 'name', 'upline')).toEqual(['billDate', 'upline', 'name']);
    expect(moveColumn(['name', 'billDate', 'upline'], 'upline', 'name')).toEqual(['upline', 'name', 'billDate']);
    expect(moveColumn(['name', 'billDate'], 'name', 'name')).toEqual(['name', 'billDate']);
    expect(moveColumn(['name', 'billDate'], 'phone', 'name')).toEqual(['name', 'billDate']);
  });

  it('compares column lists by order', () => {
    expect(sameColumns(['name', 'upline'], ['name', 'upline'])).toBe(true);
    expect(sameColumns(['name', 'upline'], ['upline', 'name'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { autoshipByMarks, detectFiguresReading, readAutoship, readLastOrder, readRank, readVolume } from '../../../../shared/import/figures-cells';
import type { FigureMapping } from '../../../../shared/import/figures-roles';
import { tableFromRows } from '../../../../shared/import/import-table';

/** Issue 38 item 1: the cells of a monthly export, as back offices write them. */

const value = <T>(read: { ok: true; value: T | null } | { ok: false }) => (read.ok ? read.value : 'not a value');

describe('an autoship cell', () => {
  it.each(['yes', 'Ja', 'J', 'TRUE', 'wahr', '1', 'x', 'X', '✓', 'active', 'Aktiv', 'on'])('%s is yes', (cell) => {
    expect(value(readAutoship(cell, false))).toBe(true);
  });
  it.each(['no', 'Nein', 'false', '0', '-', 'inactive', 'inaktiv', 'nicht aktiv', 'off', 'aus'])('%s is no', (cell) => {
    expect(value(readAutoship(cell, false))).toBe(false);
  });
  it('empty is no answer, or a no in a column of marks only', () => {
    expect(value(readAutoship('  ', false))).toBeNull();
    expect(value(readAutoship('', true))).toBe(false);
    expect(autoshipByMarks(['x', '', 'X', ''])).toBe(true);
    expect(autoshipByMarks(['x', 'nein'])).toBe(false);
    expect(autoshipByMarks(['', ''])).toBe(false);
  });
  it('other text is not an autoship value', () => {
    expect(readAutoship('monthly', false)).toEqual({ ok: false });
    expect(readAutoship('15.01.2027', false)).toEqual({ ok: false });
  });
});

describe('rank, last order and volume cells', () => {
  it('a rank is its text, spaces tidied, at most 60 characters', () => {
    expect(value(readRank('  Gold   Director '))).toBe('Gold Director');
    expect(value(readRank(''))).toBeNull();
    expect(readRank('R'.repeat(61))).toEqual({ ok: false });
  });
  it('a last order is a date in the file’s format; without a format a filled cell cannot be read', () => {
    expect(value(readLastOrder('03.11.2026', 'dd.MM.yyyy'))).toBe('2026-11-03');
    expect(value(readLastOrder('11/03/2026', 'MM/dd/yyyy'))).toBe('2026-11-03');
    expect(value(readLastOrder('', null))).toBeNull();
    expect(readLastOrder('31.02.2026', 'dd.MM.yyyy')).toEqual({ ok: false });
    expect(readLastOrder('03.11.2026', null)).toEqual({ ok: false });
  });
  it('a volume is a figure the server takes', () => {
    expect(value(readVolume('1.234,56', 'de'))).toBe(1234.56);
    expect(readVolume('12,5 %', 'de')).toEqual({ ok: false });
    expect(readVolume('1.000.000.000.000,00', 'de')).toEqual({ ok: false });
    expect(value(readVolume('999.999.999.999,99', 'de'))).toBe(999_999_999_999.99);
  });
});

describe('detectFiguresReading', () => {
  const mapping: FigureMapping = ['name', 'pv', 'lastOrder'];
  const table = (pv: string, lastOrder: string) => tableFromRows([['Name', 'PV', 'Last order'], ['A', pv, lastOrder], ['B', '100', '']]);
  it('takes the number style from the volumes, else the dates, else a `;` file, else the language', () => {
    expect(detectFiguresReading(table('1.234,56', '11/03/2026'), mapping, { language: 'en' })).toEqual({ numberStyle: 'de', dateFormat: 'MM/dd/yyyy' });
    expect(detectFiguresReading(table('1,234.5', '03.11.2026'), mapping, { language: 'de' })).toEqual({ numberStyle: 'en', dateFormat: 'dd.MM.yyyy' });
    expect(detectFiguresReading(table('1.234', '03.11.2026'), mapping, { language: 'en' })).toEqual({ numberStyle: 'de', dateFormat: 'dd.MM.yyyy' });
    expect(detectFiguresReading(table('1.234', '11/03/2026'), mapping, { language: 'de', delimiter: ';' })).toEqual({ numberStyle: 'en', dateFormat: 'MM/dd/yyyy' });
    expect(detectFiguresReading(table('1.234', ''), mapping, { language: 'en', delimiter: ';' })).toEqual({ numberStyle: 'de', dateFormat: null });
    expect(detectFiguresReading(table('1.234', ''), mapping, { language: 'en', delimiter: ',' })).toEqual({ numberStyle: 'en', dateFormat: null });
    expect(detectFiguresReading(table('1.234', ''), mapping, { language: 'de' })).toEqual({ numberStyle: 'de', dateFormat: null });
  });
});

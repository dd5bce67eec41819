import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberStyleOf, readFigure, type NumberStyle } from '../../../../shared/import/figure-numbers';

/** Issue 38 item 1: the figures of a back-office export, as German and English back offices write them. */

const value = (cell: string, style: NumberStyle) => {
  const read = readFigure(cell, style);
  return read.ok ? read.value : 'not a figure';
};

describe('a figure cell', () => {
  it.each([
    ['1.234,56', 'de', 1234.56],
    ['1234,5', 'de', 1234.5],
    ['1 234,56', 'de', 1234.56],
    ['1.234.567', 'de', 1234567],
    ['0,5', 'de', 0.5],
    ['120', 'de', 120],
    ['1,234.56', 'en', 1234.56],
    ['1234.5', 'en', 1234.5],
    ['1,234,567', 'en', 1234567],
    ['  87.25 ', 'en', 87.25],
    ['', 'de', null],
    ['   ', 'en', null],
  ] as const)('%s (%s) is %s', (cell, style, expected) => {
    expect(value(cell, style)).toBe(expected);
  });

  it.each([
    ['12,5 %', 'de'],
    ['-3', 'de'],
    ['n/a', 'en'],
    ['folgt', 'de'],
    ['1.2.3', 'de'],
    ['1,2345', 'de'],
    ['12.345', 'en'],
    ['1.234,567', 'de'],
    ['1,23,456', 'en'],
    ['1.234,56', 'en'],
    ['€ 12', 'de'],
    ['1e5', 'en'],
  ] as const)('%s (%s) is not a figure', (cell, style) => {
    expect(readFigure(cell, style)).toEqual({ ok: false });
  });

  it('reads back every figure written either way (at most 2 decimals, grouped or not)', () => {
    const cents = fc.integer({ min: 0, max: 9_999_999_999 });
    fc.assert(
      fc.property(cents, fc.constantFrom<NumberStyle>('de', 'en'), fc.boolean(), (amount, style, grouped) => {
        const locale = style === 'de' ? 'de-DE' : 'en-US';
        const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: grouped }).format(amount / 100);
        expect(readFigure(text, style)).toEqual({ ok: true, value: amount / 100 });
      }),
    );
  });
});

describe("a column's number style", () => {
  it('is told by a cell with both separators, or with one or two decimals', () => {
    expect(numberStyleOf(['120', '1.234,56'])).toBe('de');
    expect(numberStyleOf(['1,234.56'])).toBe('en');
    expect(numberStyleOf(['', '87,5'])).toBe('de');
    expect(numberStyleOf(['87.25'])).toBe('en');
  });

  it('is not told by cells that fit both (thousands only), nor by empty ones', () => {
    expect(numberStyleOf(['1.234', '2.500', '120'])).toBeNull();
    expect(numberStyleOf(['1,234', ''])).toBeNull();
    expect(numberStyleOf([])).toBeNull();
  });
});

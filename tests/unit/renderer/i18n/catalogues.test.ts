import { describe, expect, it } from 'vitest';
import { de } from '../../../../desktop/renderer/src/i18n/de';
import { en } from '../../../../desktop/renderer/src/i18n/en';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

/** Every key of a catalogue, `a.b.c`. */
function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The keys present in one catalogue only (the check CI runs; issue 36 item 6). */
export function unmatchedKeys(a: object, b: object): string[] {
  const left = new Set(keysOf(a));
  const right = new Set(keysOf(b));
  return [...[...left].filter((key) => !right.has(key)), ...[...right].filter((key) => !left.has(key))];
}

describe('catalogues (issue 36)', () => {
  it('have the same keys in English and German', () => {
    expect(unmatchedKeys(en, de)).toEqual([]);
  });

  it('find a key present in one catalogue only', () => {
    expect(unmatchedKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
    expect(unmatchedKeys({ a: 'x' }, { a: 'x', d: { e: 'z' } })).toEqual(['d.e']);
  });

  it('have a text for every key, and each German text differs from the English one or is meant to be the same', () => {
    for (const key of keysOf(de)) expect(i18n.getResource('de', 'translation', key), key).toMatch(/\S/);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(en)) {
      expect(placeholders(String(i18n.getResource('de', 'translation', key))), key).toEqual(placeholders(String(i18n.getResource('en', 'translation', key))));
    }
  });

  it('pick the plural form by count in each language', () => {
    const english = i18n.getFixedT('en');
    const german = i18n.getFixedT('de');
    expect(english('today.billDateCount', { count: 1 })).toBe('1 bill date');
    expect(english('today.billDateCount', { count: 3 })).toBe('3 bill dates');
    expect(german('today.billDateCount', { count: 1 })).toBe('1 Abrechnung');
    expect(german('today.billDateCount', { count: 3 })).toBe('3 Abrechnungen');
    expect(german('today.overdue', { count: 1 })).toBe('1 Tag überfällig');
    expect(german('today.overdue', { count: 2 })).toBe('2 Tage überfällig');
    expect(english('today.inDays', { count: 5 })).toBe('in 5 days');
  });
});

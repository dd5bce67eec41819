import { describe, expect, it } from 'vitest';
import { tableFromRows } from '../../../../shared/import/import-table';
import { headingsSignature, rememberedMapping, withMapping } from '../../../../shared/import/remembered-mappings';
import { IMPORT_MAPPINGS_MAX, importMappings, settingsValue, type ImportMappings } from '../../../../shared/schemas/settings';

/** The mappings kept with the account (issue 34 item 3), bounded as the settings schema requires. */
const table = tableFromRows([['Partner-Nr', 'Name', 'Geburtstag'], ['1', 'Anna', '']]);
const chosen = { mapping: ['externalId' as const, 'name' as const, 'ignore' as const], dateFormat: 'dd.MM.yyyy' as const };
const at = (minute: number) => `2026-12-07T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('withMapping and rememberedMapping', () => {
  it('keeps a mapping under the file\u2019s headings and offers it for a file with the same headings only', () => {
    const kept = withMapping(undefined, table, chosen, at(0))!;
    expect(kept).toEqual({ [headingsSignature(['Partner-Nr', 'Name', 'Geburtstag'])]: { ...chosen, savedAt: at(0) } });
    const value = settingsValue.parse({ teamlist: { visibleCols: ['name'] }, importMappings: kept });
    expect(rememberedMapping(value, table, [])).toEqual(chosen);
    expect(rememberedMapping(value, tableFromRows([['Partner-Nr', 'Name', 'Birthday'], ['1', 'A', '']]), [])).toBeNull();
    expect(rememberedMapping(undefined, table, [])).toBeNull();
  });

  it('replaces the mapping of the same headings and leaves out the oldest beyond the bound, so the settings stay valid', () => {
    const full: ImportMappings = Object.fromEntries(Array.from({ length: IMPORT_MAPPINGS_MAX }, (_, i) => [headingsSignature([`H${i}`]), { mapping: ['name'], dateFormat: null, savedAt: at(i + 1) }]));
    const next = withMapping(full, table, chosen, at(59))!;
    expect(Object.keys(next)).toHaveLength(IMPORT_MAPPINGS_MAX);
    expect(next[headingsSignature(['H0'])]).toBeUndefined(); // the oldest
    expect(next[headingsSignature(['H1'])]).toBeDefined();
    expect(importMappings.safeParse(next).success).toBe(true);
    const again = withMapping(next, table, { ...chosen, dateFormat: null }, at(59))!;
    expect(Object.keys(again)).toHaveLength(IMPORT_MAPPINGS_MAX);
    expect(again[headingsSignature(table.headers)].dateFormat).toBeNull();
  });

  it('keeps nothing for a file too wide for the settings', () => {
    const wide = tableFromRows([Array.from({ length: 101 }, (_, i) => `C${i}`), Array.from({ length: 101 }, () => 'x')]);
    expect(withMapping(undefined, wide, { mapping: wide.headers.map(() => 'ignore'), dateFormat: null }, at(0))).toBeNull();
  });
});

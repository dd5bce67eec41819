import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetsFor, sameHeadings, withPreset } from '../../../../shared/import/figures-presets';
import type { FigureMapping } from '../../../../shared/import/figures-roles';
import { tableFromRows } from '../../../../shared/import/import-table';
import { FIGURE_PRESETS_MAX, figurePresets, settingsValue } from '../../../../shared/schemas/settings';

/** Issue 38 item 1: 'Save as preset' keeps a mapping under a name; a file with the same headings is offered it again. */

const headers = ['Partner-Nr', 'Name', 'PV', 'Rang'];
const chosen = { mapping: ['externalId', 'name', 'pv', 'rank'] as FigureMapping, reading: { numberStyle: 'de' as const, dateFormat: 'dd.MM.yyyy' as const } };
const at = (minute: number) => `2026-12-07T10:${String(minute).padStart(2, '0')}:00.000Z`;
const settingsWith = (presets: unknown) => settingsValue.parse({ teamlist: { visibleCols: ['name'] }, figurePresets: presets });

describe('figure presets', () => {
  it('offers a preset for a file with the same headings (case and punctuation aside), newest first', () => {
    const one = withPreset(undefined, ' Mannatech monthly ', headers, chosen, at(1))!;
    const two = withPreset(one, 'Other', headers, { ...chosen, reading: { numberStyle: 'en', dateFormat: null } }, at(2))!;
    const settings = settingsWith(two);
    const same = tableFromRows([['partner nr', 'NAME', 'PV', 'Rang'], ['1', 'A', '1', 'Gold']]);
    expect(presetsFor(settings, same).map((p) => p.name)).toEqual(['Other', 'Mannatech monthly']);
    expect(presetsFor(settings, same)[1]).toEqual({ name: 'Mannatech monthly', mapping: chosen.mapping, reading: chosen.reading });
    expect(presetsFor(settings, tableFromRows([['Partner-Nr', 'Name', 'PV'], ['1', 'A', '1']]))).toEqual([]);
    expect(presetsFor(undefined, same)).toEqual([]);
    expect(sameHeadings(['PV'], ['GV'])).toBe(false);
  });

  it('does not offer a preset with a role this app does not know', () => {
    const settings = settingsWith([{ name: 'Newer', headers, mapping: ['externalId', 'name', 'pv', 'teamVolume'], numberStyle: 'de', dateFormat: null, savedAt: at(1) }]);
    expect(presetsFor(settings, tableFromRows([headers, ['1', 'A', '1', '2']]))).toEqual([]);
  });

  it('replaces a preset of the same name, keeps at most the bound (the oldest left out), and stays valid settings', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'a', 'B', 'C', 'D', 'E', ...Array.from({ length: 30 }, (_, i) => `P${i}`)), { maxLength: 60 }), (names) => {
        let kept = undefined as ReturnType<typeof withPreset> | undefined;
        names.forEach((name, i) => (kept = withPreset(kept ?? undefined, name, headers, chosen, `2026-12-07T10:00:${String(i).padStart(2, '0')}.${String(i).padStart(3, '0')}Z`)));
        const list = kept ?? [];
        expect(figurePresets.safeParse(list).success).toBe(true);
        expect(list.length).toBeLessThanOrEqual(FIGURE_PRESETS_MAX);
        expect(list.length).toBe(Math.min(FIGURE_PRESETS_MAX, new Set(names.map((n) => n.toLowerCase())).size));
        if (names.length > 0) expect(list[0].name).toBe(names.at(-1));
      }),
    );
  });

  it('keeps nothing for a file too wide for the settings', () => {
    expect(withPreset(undefined, 'Wide', Array.from({ length: 101 }, (_, i) => `H${i}`), { ...chosen, mapping: Array(101).fill('ignore') }, at(1))).toBeNull();
  });

  it('the settings refuse two presets of one name, a name over 60 characters, and more than the bound', () => {
    const preset = withPreset(undefined, 'X', headers, chosen, at(1))![0];
    expect(figurePresets.safeParse([preset, { ...preset, name: 'x' }]).success).toBe(false);
    expect(figurePresets.safeParse([{ ...preset, name: 'n'.repeat(61) }]).success).toBe(false);
    expect(figurePresets.safeParse([{ ...preset, mapping: ['name'] }]).success).toBe(false);
    expect(figurePresets.safeParse(Array.from({ length: FIGURE_PRESETS_MAX + 1 }, (_, i) => ({ ...preset, name: `P${i}` }))).success).toBe(false);
  });
});

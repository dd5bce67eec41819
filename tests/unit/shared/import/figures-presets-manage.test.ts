import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renameProblem, withoutPreset, withPreset, withPresetRenamed } from '../../../../shared/import/figures-presets';
import type { FigureMapping } from '../../../../shared/import/figures-roles';
import { figurePresets, type FigurePreset } from '../../../../shared/schemas/settings';

/** Issue 38: a kept preset can be renamed (never to no name or another preset's) and deleted. */

const headers = ['Partner-Nr', 'Name', 'PV'];
const chosen = { mapping: ['externalId', 'name', 'pv'] as FigureMapping, reading: { numberStyle: 'de' as const, dateFormat: null } };
const kept = (names: string[]): FigurePreset[] => names.reduce<FigurePreset[]>((list, name, i) => withPreset(list, name, headers, chosen, `2026-12-07T10:00:0${i}.000Z`)!, []);

describe('renaming and deleting figure presets', () => {
  it('renames a preset, trimmed, keeping its headings, mapping, reading, date and place', () => {
    const presets = kept(['Monat', 'Quartal']);
    const renamed = withPresetRenamed(presets, 'Monat', '  Monatszahlen ');
    expect(renamed).toEqual([presets[0], { ...presets[1], name: 'Monatszahlen' }]);
  });

  it('refuses an empty name, another preset’s (case aside) and a preset no longer kept; its own name in other case is fine', () => {
    const presets = kept(['Monat', 'Quartal']);
    expect(renameProblem(presets, 'Monat', '   ')).toBe('empty');
    expect(renameProblem(presets, 'Monat', ' quartal ')).toBe('taken');
    expect(renameProblem(presets, 'Jahr', 'Neu')).toBe('gone');
    expect(renameProblem(undefined, 'Jahr', 'Neu')).toBe('gone');
    expect(renameProblem(presets, 'Monat', 'MONAT')).toBeNull();
    expect(withPresetRenamed(presets, 'Monat', '')).toBe('empty');
    expect(withPresetRenamed(presets, 'Monat', 'MONAT')).toEqual([presets[0], { ...presets[1], name: 'MONAT' }]);
  });

  it('deletes a preset by its name; one no longer kept changes nothing', () => {
    const presets = kept(['Monat', 'Quartal']);
    expect(withoutPreset(presets, 'Monat')).toEqual([presets[0]]);
    expect(withoutPreset(presets, 'Jahr')).toEqual(presets);
    expect(withoutPreset(undefined, 'Jahr')).toEqual([]);
  });

  it('keeps valid settings whatever is renamed or deleted', () => {
    const names = fc.constantFrom('A', 'a', 'B', ' b ', '', '  ', 'C', 'Monat', 'monat');
    const change = fc.oneof(fc.record({ rename: names, to: names }), fc.record({ remove: names }));
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
        let list = kept(['A', 'B', 'Monat']);
        for (const step of changes) {
          if ('remove' in step) list = withoutPreset(list, step.remove);
          else {
            const renamed = withPresetRenamed(list, step.rename, step.to);
            if (typeof renamed === 'string') expect(renamed).toBe(renameProblem(list, step.rename, step.to));
            else list = renamed;
          }
          expect(figurePresets.safeParse(list).success).toBe(true);
        }
      }),
    );
  });
});

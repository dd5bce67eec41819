import { FIGURE_PRESETS_MAX, IMPORT_MAPPING_COLUMNS_MAX, IMPORT_SIGNATURE_MAX, type FigurePreset, type SettingsValue } from '../schemas/settings';
import { headerKey } from './column-mapping';
import type { FiguresReading } from './figures-cells';
import { isFigureMapping, type FigureMapping } from './figures-roles';
import type { ImportTable } from './import-table';

/**
 * The 'Monthly figures' presets kept with the account (the user settings' `figurePresets`,
 * docs/figures.md "Importing a month"): a mapping saved under a name, offered again for a file
 * with the same headings, on every device.
 */

/** The same headings: as many, each the same as `headerKey` compares them (case, spaces and punctuation aside). */
export function sameHeadings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((header, column) => headerKey(header) === headerKey(b[column]));
}

export interface OfferedPreset {
  name: string;
  mapping: FigureMapping;
  reading: FiguresReading;
}

/** The presets made for this file's headings whose roles this app knows, the most recently saved first. */
export function presetsFor(settings: SettingsValue | undefined, table: ImportTable): OfferedPreset[] {
  return (settings?.figurePresets ?? [])
    .filter((preset) => sameHeadings(preset.headers, table.headers) && isFigureMapping(preset.mapping, table.headers.length))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .map((preset) => ({ name: preset.name, mapping: preset.mapping as FigureMapping, reading: { numberStyle: preset.numberStyle, dateFormat: preset.dateFormat } }));
}

/** A file whose headings a preset cannot keep (more columns, or longer headings, than the settings hold). */
export const tooWideForPreset = (headers: readonly string[]) => headers.length > IMPORT_MAPPING_COLUMNS_MAX || JSON.stringify(headers).length > IMPORT_SIGNATURE_MAX;

/**
 * The kept presets with this one saved: a preset of the same name (case aside) is replaced, the
 * oldest by `savedAt` left out beyond `FIGURE_PRESETS_MAX`; `null` for a file too wide to keep.
 */
export function withPreset(kept: readonly FigurePreset[] | undefined, name: string, headers: readonly string[], chosen: { mapping: FigureMapping; reading: FiguresReading }, savedAt: string): FigurePreset[] | null {
  if (tooWideForPreset(headers)) return null;
  const trimmed = name.trim();
  const preset: FigurePreset = { name: trimmed, headers: [...headers], mapping: [...chosen.mapping], numberStyle: chosen.reading.numberStyle, dateFormat: chosen.reading.dateFormat, savedAt };
  const others = (kept ?? [])
    .filter((other) => other.name.toLowerCase() !== trimmed.toLowerCase())
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, FIGURE_PRESETS_MAX - 1);
  return [preset, ...others];
}

/** Why a preset cannot be renamed so: no name, a name another preset has (case aside), or the preset is no longer kept. */
export type PresetRenameProblem = 'empty' | 'taken' | 'gone';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What is wrong with `name` as the new name of the preset `from` among the kept ones (null: nothing). */
export function renameProblem(kept: readonly FigurePreset[] | undefined, from: string, name: string): PresetRenameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  const presets = kept ?? [];
  if (!presets.some((preset) => preset.name === from)) return 'gone';
  return presets.some((preset) => preset.name !== from && sameName(preset.name, trimmed)) ? 'taken' : null;
}

/** The kept presets with `from` named `name` (trimmed; its headings, mapping and `savedAt` kept), or why not. */
export function withPresetRenamed(kept: readonly FigurePreset[] | undefined, from: string, name: string): FigurePreset[] | PresetRenameProblem {
  const problem = renameProblem(kept, from, name);
  if (problem) return problem;
  return (kept ?? []).map((preset) => (preset.name === from ? { ...preset, name: name.trim() } : preset));
}

/** The kept presets without `name` (unchanged when it is no longer kept). */
export const withoutPreset = (kept: readonly FigurePreset[] | undefined, name: string): FigurePreset[] => (kept ?? []).filter((preset) => preset.name !== name);

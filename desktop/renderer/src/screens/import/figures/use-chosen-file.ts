import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detectFiguresReading, type FiguresReading } from '@shared/import/figures-cells';
import { guessFigureMapping } from '@shared/import/figures-mapping';
import { presetsFor, type OfferedPreset } from '@shared/import/figures-presets';
import type { FigureMapping } from '@shared/import/figures-roles';
import { useUserSettings } from '../../../api/settings';
import { currentLanguage } from '../../../i18n/i18n';
import { importText } from '../import-texts';
import { accountSettings } from '../mapping-memory';
import { readFiguresFile, type FiguresFile } from './read-figures-file';

export interface ChosenFile {
  file: FiguresFile;
  mapping: FigureMapping;
  reading: FiguresReading;
  /** The preset the mapping is (null: guessed, or changed since). */
  preset: string | null;
  /** The preset applied when the file was chosen (its note shows while it is in use). */
  applied: string | null;
}

const guessed = (file: FiguresFile): Pick<ChosenFile, 'mapping' | 'reading' | 'preset'> => {
  const mapping = guessFigureMapping(file.table);
  return { mapping, reading: detectFiguresReading(file.table, mapping, { delimiter: file.delimiter, language: currentLanguage() }), preset: null };
};
const fromPreset = (preset: OfferedPreset): Pick<ChosenFile, 'mapping' | 'reading' | 'preset'> => ({ mapping: preset.mapping, reading: preset.reading, preset: preset.name });

/**
 * The file chosen for 'Monthly figures' and how it is read: started from the newest preset kept
 * with the account for its headings (the settings as the server holds them now), else guessed
 * from the headings. `onEdit` runs on every change (a written report no longer applies).
 */
export function useChosenFile(onEdit: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const settings = useUserSettings().data?.settings.value;
  const table = chosen?.file.table;
  const offered = useMemo(() => (table ? presetsFor(settings, table) : []), [settings, table]);
  const change = (next: (c: ChosenFile) => ChosenFile) => {
    onEdit();
    setChosen((c) => c && next(c));
  };
  return {
    chosen,
    readError,
    offered,
    async choose(file: File | undefined) {
      setReadError(null);
      onEdit();
      if (!file) return;
      try {
        const [read, kept] = await Promise.all([readFiguresFile(file), accountSettings(queryClient)]);
        const preset = presetsFor(kept, read.table)[0];
        setChosen({ file: read, ...(preset ? fromPreset(preset) : guessed(read)), applied: preset?.name ?? null });
      } catch (err) {
        setChosen(null);
        setReadError(err instanceof Error ? importText(err.message) : t('importer.unreadable'));
      }
    },
    /** A column's role changed: the date format is detected once a last-order column is chosen. */
    setMapping: (mapping: FigureMapping) =>
      change((c) => {
        const dateFormat = c.reading.dateFormat ?? detectFiguresReading(c.file.table, mapping, { delimiter: c.file.delimiter, language: currentLanguage() }).dateFormat;
        return { ...c, mapping, preset: null, reading: { ...c.reading, dateFormat } };
      }),
    setReading: (reading: FiguresReading) => change((c) => ({ ...c, reading, preset: null })),
    /** A preset chosen by name; null: the guessed mapping. */
    setPreset: (name: string | null) => {
      const preset = offered.find((p) => p.name === name);
      change((c) => ({ ...c, ...(preset ? fromPreset(preset) : guessed(c.file)) }));
    },
    /** The mapping was saved as this preset (a written report stays). */
    saved: (name: string) => setChosen((c) => c && { ...c, preset: name }),
    /** A kept preset was renamed: the mapping in use keeps it under its new name. */
    renamed: (from: string, to: string) => setChosen((c) => c && { ...c, preset: c.preset === from ? to : c.preset, applied: c.applied === from ? to : c.applied }),
    /** A kept preset was deleted: the mapping in use stays, no longer a preset. */
    deleted: (name: string) => setChosen((c) => c && { ...c, preset: c.preset === name ? null : c.preset, applied: c.applied === name ? null : c.applied }),
  };
}

import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, type DateFormat } from '@shared/import/date-formats';
import { NUMBER_STYLES, type NumberStyle } from '@shared/import/figure-numbers';
import type { FiguresReading } from '@shared/import/figures-cells';
import type { OfferedPreset } from '@shared/import/figures-presets';
import { dateFormatLabel } from '../import-texts';

/** A select of the wizard's settings (full width, touch size on touch screens). */
export const selectClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm touch:min-h-11 touch:text-base dark:border-slate-600 dark:bg-slate-900';

interface Props {
  /** The presets made for the file's headings (none: no choice shown). */
  offered: readonly OfferedPreset[];
  /** The preset in use, or null (the guessed mapping). */
  preset: string | null;
  onPreset(name: string | null): void;
  reading: FiguresReading;
  onReading(reading: FiguresReading): void;
  /** Whether a column is the last order (only then the date format matters). */
  hasDates: boolean;
}

/** A select with its label tied by id (the label's name is its text alone, not the options'). */
export function Choice({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className="text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** The preset the mapping comes from, how the file writes numbers, and its date format. */
export function ReadingSetup({ offered, preset, onPreset, reading, onReading, hasDates }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {offered.length > 0 && (
        <Choice label={t('figures.import.preset')}>
          {(id) => (
            <select id={id} className={selectClass} value={preset ?? ''} onChange={(event) => onPreset(event.target.value || null)}>
              {offered.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.name}
                </option>
              ))}
              <option value="">{t('figures.import.noPreset')}</option>
            </select>
          )}
        </Choice>
      )}
      <Choice label={t('figures.import.numberStyle')}>
        {(id) => (
          <select id={id} className={selectClass} value={reading.numberStyle} onChange={(event) => onReading({ ...reading, numberStyle: event.target.value as NumberStyle })}>
            {NUMBER_STYLES.map((style) => (
              <option key={style} value={style}>
                {t(`figures.import.numberStyles.${style}`)}
              </option>
            ))}
          </select>
        )}
      </Choice>
      {hasDates && (
        <Choice label={t('importer.dateFormat')}>
          {(id) => (
            <select id={id} className={selectClass} value={reading.dateFormat ?? ''} onChange={(event) => onReading({ ...reading, dateFormat: event.target.value as DateFormat })}>
              {reading.dateFormat === null && <option value="">{t('importer.notDetected')}</option>}
              {DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {dateFormatLabel(format)}
                </option>
              ))}
            </select>
          )}
        </Choice>
      )}
    </div>
  );
}

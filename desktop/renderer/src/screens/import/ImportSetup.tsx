import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, type DateFormat } from '@shared/import/date-formats';
import { dialCountries } from '../../lib/dial-codes';
import { dateFormatLabel } from './import-texts';

interface Partner {
  id: string;
  name: string;
}

interface Props {
  dateFormat: DateFormat | null;
  onDateFormat(format: DateFormat): void;
  /** The country national phone numbers (`0171 …`) are read in. */
  phoneCountry: string;
  onPhoneCountry(country: string): void;
  /** The tree's partners (empty: the file's first partner becomes the root). */
  partners: readonly Partner[];
  parentId: string | null;
  onParent(id: string): void;
}

const select = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm touch:min-h-11 touch:text-base dark:border-slate-600 dark:bg-slate-900';

/** The countries with their names in the language shown (the dial codes' list names them in English), by name. */
function useCountries() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    return dialCountries()
      .map((country) => ({ ...country, name: names?.of(country.iso) ?? country.name }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

/** The file's date format (detected, changeable), the country of its national phone numbers and where its top partners go. */
export function ImportSetup({ dateFormat, onDateFormat, phoneCountry, onPhoneCountry, partners, parentId, onParent }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const countries = useCountries();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <label className="block text-sm font-medium">
        {t('importer.dateFormat')}
        <select className={select} value={dateFormat ?? ''} onChange={(event) => onDateFormat(event.target.value as DateFormat)}>
          {dateFormat === null && <option value="">{t('importer.notDetected')}</option>}
          {DATE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {dateFormatLabel(format)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {t('importer.phoneCountry')}
        <select className={select} aria-describedby={hintId} value={phoneCountry} onChange={(event) => onPhoneCountry(event.target.value)}>
          {countries.map((country) => (
            <option key={country.iso} value={country.iso}>
              {t('importer.countryOption', { country: country.name, dialCode: country.dialCode })}
            </option>
          ))}
        </select>
        <span id={hintId} className="mt-1 block text-xs font-normal text-slate-600 dark:text-slate-400">
          {t('importer.phoneHint')}
        </span>
      </label>
      {partners.length === 0 ? (
        <p className="self-end text-sm text-slate-700 dark:text-slate-300">{t('importer.emptyTree')}</p>
      ) : (
        <label className="block text-sm font-medium">
          {t('importer.importUnder')}
          <select className={select} value={parentId ?? ''} onChange={(event) => onParent(event.target.value)}>
            {partners.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

import type { RefObject } from 'react';
import type { DialCountry } from '../lib/dial-codes';
import { useTranslation } from 'react-i18next';

interface Props {
  listRef: RefObject<HTMLUListElement | null>;
  listId: string;
  results: DialCountry[];
  /** The country currently chosen (marked selected). */
  value: DialCountry;
  /** The highlighted row. */
  active: number;
  onActive(index: number): void;
  onChoose(country: DialCountry): void;
}

/** The dial-code picker's listbox of countries matching the search. */
export function DialCountryList({ listRef, listId, results, value, active, onActive, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <ul ref={listRef} id={listId} role="listbox" aria-label={t('components.countries')} className="max-h-60 overflow-y-auto">
      {results.map((country, index) => (
        <li
          key={country.iso}
          id={`${listId}-${country.iso}`}
          role="option"
          aria-selected={country.iso === value.iso}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(country)}
          onMouseEnter={() => onActive(index)}
          className={`flex cursor-pointer items-center justify-between rounded px-2 py-1.5 text-sm touch:min-h-11 ${
            index === active ? 'bg-brand-100 text-slate-900 dark:bg-slate-700 dark:text-white' : 'text-slate-800 dark:text-slate-200'
          }`}
        >
          <span className="truncate">{country.name}</span>
          <span className="ml-2 shrink-0 tabular-nums text-slate-600 dark:text-slate-300">{country.dialCode}</span>
        </li>
      ))}
      {results.length === 0 && <li className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">{t('components.noCountry')}</li>}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { formatCount } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';

/** The Teamlist's search box: filters the rows (and the export) by name, phone, upline and category values. */
export function TeamlistSearch({ value, onChange, found }: { value: string; onChange(query: string): void; found: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-1 basis-64 items-center gap-2 max-sm:basis-full">
      <input
        type="search"
        aria-label={t('teamlist.search.label')}
        placeholder={t('teamlist.search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 touch:h-11 max-sm:h-11 max-sm:text-base dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      {/* Read out as the count changes; empty while nothing is searched. */}
      <p aria-live="polite" className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
        {found === null ? '' : t('teamlist.search.found', { count: found, number: formatCount(found, currentLanguage()) })}
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** What a file to import holds: partners (the partner import) or a month's back-office figures. */
export type ImportKind = 'partners' | 'figures';
const KINDS: readonly ImportKind[] = ['partners', 'figures'];

/** 'Partners' / 'Monthly figures' as a radio group of native radios over their labels (Tab to the chosen one, arrow keys choose). */
export function ImportKindSwitch({ kind, onChange }: { kind: ImportKind; onChange(kind: ImportKind): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      <legend className="sr-only">{t('figures.import.kinds')}</legend>
      {KINDS.map((option) => (
        <label
          key={option}
          className="relative flex items-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600 touch:min-h-11 dark:text-slate-300 dark:hover:text-white dark:has-checked:bg-slate-600 dark:has-checked:text-white"
        >
          <input type="radio" name="import-kind" value={option} checked={kind === option} onChange={() => onChange(option)} className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0" />
          {t(option === 'partners' ? 'figures.import.kindPartners' : 'figures.import.kindFigures')}
        </label>
      ))}
    </fieldset>
  );
}

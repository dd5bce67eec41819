import { useTranslation } from 'react-i18next';
import { labelOf, type DistinctLabels } from '@shared/domain/distinct-names';
import { countText } from './tree-texts';

interface Props {
  listId: string;
  profiles: ReadonlyArray<{ id: string; name: string; parentName: string | null }>;
  /** The tree's `distinctLabels`: a name several partners hold reads 'Anna Krüger · under Max Weber'. */
  labels: DistinctLabels;
  /** Indexes into `profiles` of every match, best first. */
  matches: number[];
  /** How many of the matches the list shows. */
  shownCount: number;
  /** The highlighted row of the list. */
  active: number;
  hidden: boolean;
  onChoose(row: number): void;
}

/** The search's result list (a listbox): the first matches with their upline (in the label for a name several partners hold), and what is left over. */
export function TreeSearchResults({ listId, profiles, labels, matches, shownCount, active, hidden, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('teamtree.search.results')}
      hidden={hidden}
      className="absolute top-full right-0 z-30 mt-1 max-h-72 w-72 overflow-y-auto max-sm:left-0 max-sm:w-auto rounded-xl border border-slate-200 bg-white py-1 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      {matches.slice(0, shownCount).map((i, n) => {
        const label = labelOf(labels, profiles[i]);
        return (
          <li
            key={profiles[i].id}
            id={`${listId}-${n}`}
            role="option"
            aria-selected={n === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(n)}
            className={`cursor-pointer px-3 py-1.5 touch:py-2.5 ${n === active ? 'bg-brand-50 dark:bg-slate-800' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          >
            <span className="block truncate font-medium">{label}</span>
            {/* A label that tells a name apart says the upline already. */}
            {label === profiles[i].name && <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{profiles[i].parentName ? t('teamtree.search.upline', { name: profiles[i].parentName }) : t('teamtree.search.root')}</span>}
          </li>
        );
      })}
      {matches.length === 0 && <li className="px-3 py-1.5 text-slate-600 dark:text-slate-400">{t('teamtree.search.noMatch')}</li>}
      {matches.length > shownCount && <li className="px-3 py-1.5 text-xs text-slate-600 dark:text-slate-400">{t('teamtree.search.more', { n: countText(matches.length - shownCount) })}</li>}
    </ul>
  );
}

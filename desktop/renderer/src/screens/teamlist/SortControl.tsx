import { useTranslation } from 'react-i18next';
import { sortMark, type SortState } from '@shared/domain/profile-sort';
import { categoryColumn } from '@shared/domain/teamlist-columns';
import { columnLabel, isFigureColumn, SORTABLE_COLUMNS, type TeamlistColumnId } from './columns';

const control =
  'h-11 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-800 shadow-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * The cards' sort (the table sorts by its headers): the column, or none (the tree's order), and
 * the direction. The same sort as the table's, kept in the address. The figures' columns only
 * while the tree has figures (`figures`).
 */
export function SortControl({ sort, categories, figures = false, onChange }: { sort: SortState | null; categories: readonly string[]; figures?: boolean; onChange(sort: SortState | null): void }) {
  const { t } = useTranslation();
  const sortable: TeamlistColumnId[] = [...SORTABLE_COLUMNS.filter((c) => figures || !isFigureColumn(c)), ...categories.map(categoryColumn)];
  const descending = sort?.direction === 'desc';
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor="teamlist-sort" className="sr-only">
        {t('teamlist.sort.label')}
      </label>
      <select
        id="teamlist-sort"
        value={sort?.column ?? ''}
        onChange={(event) => {
          const column = event.target.value as TeamlistColumnId | '';
          onChange(column ? { column, direction: sort?.direction ?? 'asc' } : null);
        }}
        className={`${control} min-w-0 pr-8 text-base`}
      >
        <option value="">{t('teamlist.sort.none')}</option>
        {sortable.map((column) => (
          <option key={column} value={column}>
            {t('teamlist.sort.byColumn', { column: columnLabel(column) })}
          </option>
        ))}
      </select>
      {/* Says the direction shown; a tap turns it round. */}
      <button type="button" disabled={!sort} onClick={() => sort && onChange({ ...sort, direction: descending ? 'asc' : 'desc' })} className={`${control} flex shrink-0 items-center gap-1.5 text-sm`}>
        <span aria-hidden="true">{sortMark(descending ? 'descending' : 'ascending')}</span>
        {descending ? t('teamlist.sort.descending') : t('teamlist.sort.ascending')}
      </button>
    </div>
  );
}

import { DropdownMenu } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATED_BILL_STATUSES } from '@shared/domain/bill-status';
import { NO_CONTACT_DAYS } from '@shared/domain/last-contact';
import { FilterIcon } from '../../components/Icons';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { useSeesActivities } from '../../trees/sees-activities';
import { FilterCheck as Check, filterItem as item, filterLabel as label } from './FilterCheck';
import { filterOptions, toggle } from './filter-options';
import { UplineFilter } from './UplineFilter';
import { FigureFilterItems, useFigureFiltersOn } from './FigureFilterItems';
import { flyoutPlacement } from '../../components/flyout';

/**
 * The Filter dropdown: Upline (with a search box; a name several uplines hold reads with what
 * tells them apart), Bill Date, a checkbox group per category, and Reset. `wide`: a full-width
 * button (the overflow menu). `followUps` (the Teamlist): 'No contact for 30 days' too, for a
 * member who sees the tree's activities, and 'Autoship off' and 'No order this month' while the tree has figures.
 */
export function FilterMenu({ wide = false, followUps = false }: { wide?: boolean; followUps?: boolean }) {
  const { t } = useTranslation();
  const { status } = useActiveTreeStatus();
  const filters = useView((s) => s.filters);
  const setFilters = useView((s) => s.setFilters);
  const reset = useView((s) => s.resetFilters);
  const noContact = useView((s) => s.noContact);
  const setNoContact = useView((s) => s.setNoContact);
  const seesActivities = useSeesActivities();
  const contactFilter = followUps && seesActivities;
  const figureFilters = useFigureFiltersOn(status?.teamtree.id ?? null, followUps);
  const [open, setOpen] = useState(false);
  // Only while the menu is open: every live change of a 50,000-profile tree would pay for it.
  const options = useMemo(
    () => filterOptions(open ? (status?.teamtree.profiles ?? []) : [], open ? (status?.teamtree.categories ?? []).map((c) => c.name) : []),
    [status, open],
  );
  const count =
    filters.uplines.length + filters.billStatuses.length + Object.values(filters.categories).reduce((n, v) => n + v.length, 0) + (contactFilter && noContact ? 1 : 0) + figureFilters;

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className={`flex items-center gap-2 rounded-lg border ${wide ? 'min-h-11 w-full' : ''} border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}>
        <FilterIcon className="size-4" /> {t('controls.filter')}
        {count > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{count}</span>}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" {...flyoutPlacement} className="z-50 max-h-[70vh] w-[min(16rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <DropdownMenu.Group className="flex items-center justify-between px-2 pt-1" aria-label={t('controls.filters')}>
            <span className="text-sm font-semibold text-slate-900 dark:text-white">{count > 0 ? t('controls.filtersCount', { count }) : t('controls.filters')}</span>
            <DropdownMenu.Item className={`${item} py-1 font-medium text-brand-700 dark:text-emerald-300`} disabled={count === 0} onSelect={reset}>
              {t('controls.reset')}
            </DropdownMenu.Item>
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <UplineFilter uplines={options.uplines} chosen={filters.uplines} onToggle={(id) => setFilters({ ...filters, uplines: toggle(filters.uplines, id) })} />
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Label className={label}>{t('controls.billDate')}</DropdownMenu.Label>
          {DATED_BILL_STATUSES.map((s) => (
            <Check key={s} checked={filters.billStatuses.includes(s)} onToggle={() => setFilters({ ...filters, billStatuses: toggle(filters.billStatuses, s) })}>
              {t(`components.billStatus.${s}`)}
            </Check>
          ))}
          {contactFilter && (
            <DropdownMenu.Group>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Label className={label}>{t('teamlist.filters.followUps')}</DropdownMenu.Label>
              <Check checked={noContact} onToggle={() => setNoContact(!noContact)}>
                {t('teamlist.filters.noContact', { days: NO_CONTACT_DAYS })}
              </Check>
            </DropdownMenu.Group>
          )}
          {followUps && <FigureFilterItems teamtreeId={status?.teamtree.id ?? null} />}
          {options.categories.map((category) => (
            <DropdownMenu.Group key={category.name}>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Label className={label}>{category.name}</DropdownMenu.Label>
              {category.values.map((value) => {
                const chosen = filters.categories[category.name] ?? [];
                return (
                  <Check
                    key={value}
                    checked={chosen.includes(value)}
                    onToggle={() => setFilters({ ...filters, categories: { ...filters.categories, [category.name]: toggle(chosen, value) } })}
                  >
                    {value}
                  </Check>
                );
              })}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

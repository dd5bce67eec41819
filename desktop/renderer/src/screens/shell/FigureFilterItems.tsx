import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { usePeriod } from '../../figures/use-figures';
import { periodLabel } from '../../figures/PeriodPicker';
import { useView } from '../../stores/view-store';
import { FilterCheck as Check, filterLabel as label } from './FilterCheck';

/** How many of the Teamlist's figure filters are on (none while the tree has no figures: they take nobody out then). */
export function useFigureFiltersOn(teamtreeId: string | null, offered: boolean): number {
  const { period } = usePeriod(offered ? teamtreeId : null);
  const autoshipOff = useView((s) => s.autoshipOff);
  const noOrder = useView((s) => s.noOrder);
  return period === null ? 0 : Number(autoshipOff) + Number(noOrder);
}

/**
 * The Filter menu's 'Figures' group on the Teamlist (docs/figures.md "Teamlist, Teambars and
 * tree"): 'Autoship off' and 'No order this month' (the month picked in 'Period'). Nothing while
 * the tree has no figures.
 */
export function FigureFilterItems({ teamtreeId }: { teamtreeId: string | null }) {
  const { t } = useTranslation();
  const { period } = usePeriod(teamtreeId);
  const autoshipOff = useView((s) => s.autoshipOff);
  const noOrder = useView((s) => s.noOrder);
  const set = useView((s) => s.setFigureFilter);
  if (period === null) return null;
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
      <DropdownMenu.Label className={label}>{t('figures.views.filtersOf', { month: periodLabel(period) })}</DropdownMenu.Label>
      <Check checked={autoshipOff} onToggle={() => set({ autoshipOff: !autoshipOff })}>
        {t('figures.views.autoshipOff')}
      </Check>
      <Check checked={noOrder} onToggle={() => set({ noOrder: !noOrder })}>
        {t('figures.views.noOrder')}
      </Check>
    </DropdownMenu.Group>
  );
}

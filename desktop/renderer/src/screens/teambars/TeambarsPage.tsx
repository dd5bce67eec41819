import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryOrdersOf } from '@shared/domain/category-order';
import { ConnectionError } from '../../api/errors';
import { useView } from '../../stores/view-store';
import { useVisibleProfiles } from '../../trees/use-visible-profiles';
import { groupProfiles, RANK_GROUPING } from './grouping';
import { PeriodPicker } from '../../figures/PeriodPicker';
import { useBarRanks } from './use-bar-ranks';
import { useCardFigures } from './use-card-figures';
import { BarsRow } from './BarsRow';
import { useBarsGrouping } from '../../lib/use-bars-grouping';

const note = 'rounded-xl border border-slate-200 bg-white p-5 text-slate-600 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400';

/** Teambars (spec section 2): columns of profile cards, grouped by the top bar's choice. */
export function TeambarsPage() {
  const { t, i18n } = useTranslation();
  const { profiles, today, loading, status, error, activeTreeId } = useVisibleProfiles();
  const [grouping] = useBarsGrouping();
  const viewMode = useView((s) => s.viewMode);
  const treeCategories = status?.teamtree.categories;
  const orders = useMemo(() => categoryOrdersOf(treeCategories), [treeCategories]);
  // The language too: the bars' own titles ('No Upline', 'Active', ...) are in the language shown.
  const ranks = useBarRanks(activeTreeId, status, grouping === RANK_GROUPING);
  const figures = useCardFigures(activeTreeId);
  const bars = useMemo(() => groupProfiles(profiles, grouping, today, orders, ranks.source), [profiles, grouping, today, orders, ranks.source, i18n.language]);

  // The server answered with a failure: said even over the data kept from before (no answer at
  // all is the offline state instead, which the shell's notice tells).
  const failed = error !== null && !(error instanceof ConnectionError);
  let body;
  if (loading || ranks.loading) {
    body = (
      <p role="status" className={note}>
        {t('common.loading')}
      </p>
    );
  } else if (error && !status) {
    body = null;
  } else if (bars.length === 0) {
    body = <p className={note}>{t('teambars.empty')}</p>;
  } else {
    body = <BarsRow bars={bars} viewMode={viewMode} today={today} teamtreeId={activeTreeId} figures={figures} />;
  }
  return (
    <div className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('teambars.title')}</h1>
        <PeriodPicker teamtreeId={activeTreeId} />
      </div>
      {!loading && (failed || (error && !status)) && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
          {t('teambars.failed')}
        </p>
      )}
      {body}
    </div>
  );
}

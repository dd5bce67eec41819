import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fillMonths, monthsEnding, shiftMonth } from '@shared/domain/month-series';
import { LazyMonthChart } from './LazyMonthChart';
import { MonthTable } from './MonthTable';
import { useFigureSeries } from '../figures/use-figures';

/** How many months the chart of a partner and the dashboard's chart show. */
export const CHART_MONTHS = 12;

/**
 * A partner's PV and team volume of the 12 months ending with `period` (issue 38 items 3 and 4):
 * the chart, an image named `label`, and the table of the same numbers beside it.
 */
export function TwelveMonths({ teamtreeId, profileId, period, label }: { teamtreeId: string; profileId: string; period: string; label: string }) {
  const { t } = useTranslation();
  const months = useMemo(() => monthsEnding(period, CHART_MONTHS), [period]);
  const series = useFigureSeries(teamtreeId, profileId, shiftMonth(period, 1 - CHART_MONTHS), period);
  const filled = useMemo(() => fillMonths(months, series.data ?? []), [months, series.data]);
  if (series.isPending) return <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{t('figures.common.loading')}</p>;
  if (series.isError) return <p role="alert" className="text-sm text-red-700 dark:text-red-400">{t('figures.tab.error')}</p>;
  const byPeriod = new Map(filled.map((month) => [month.period, month.values]));
  return (
    <div className="grid min-w-0 gap-3">
      <div className="min-w-0">
        <LazyMonthChart label={label} points={filled.map((month) => ({ period: month.period, bar: month.values?.teamVolume ?? null, line: month.values?.pv ?? null }))} />
        <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600 dark:text-slate-400">
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-emerald-600 dark:bg-emerald-500" />
            {t('figures.tab.barsAre')}
          </span>
          <span>
            <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-3 bg-sky-700 align-middle dark:bg-sky-300" />
            {t('figures.tab.lineIs')}
          </span>
        </p>
      </div>
      <MonthTable
        caption={label}
        monthHeader={t('figures.tab.month')}
        months={months}
        columns={[
          { header: t('figures.common.pv'), value: (month) => byPeriod.get(month)?.pv ?? null },
          { header: t('figures.common.teamVolume'), value: (month) => byPeriod.get(month)?.teamVolume ?? null },
        ]}
      />
    </div>
  );
}

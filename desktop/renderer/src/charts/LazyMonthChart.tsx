import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBoundary } from './ChartBoundary';
import type { MonthChartProps } from './MonthChart';

/**
 * The chart library loads with the first chart shown, in a chunk of its own (docs/charts.md):
 * screens without a chart, and the first script, never carry it. Until it is there a box of the
 * chart's size keeps the layout still; the table beside it has the numbers already.
 */
const MonthChart = lazy(() => import('./MonthChart'));

const box = 'aspect-[600/220] w-full rounded bg-slate-100 dark:bg-slate-800';

export function LazyMonthChart(props: MonthChartProps) {
  const { t } = useTranslation();
  return (
    <ChartBoundary fallback={<p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.tab.chartUnavailable')}</p>}>
      <Suspense fallback={<div aria-hidden="true" className={`${box} animate-pulse`} />}>
        <MonthChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

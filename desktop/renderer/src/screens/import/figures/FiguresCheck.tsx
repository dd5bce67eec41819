import { useTranslation } from 'react-i18next';
import type { FiguresReading } from '@shared/import/figures-cells';
import type { FiguresPlan } from '@shared/import/figures-rows';
import { formatCount } from '../../../i18n/formats';
import { currentLanguage } from '../../../i18n/i18n';
import { ReportList } from '../ImportReport';
import { cellLine, twiceLine, unmatchedLine } from './figures-texts';

const count = (n: number) => formatCount(n, currentLanguage());

/**
 * What writing the file would do, before anything is written: rows matched to a partner, how
 * many partners' month changes, the rows matching no partner (listed, not written), the cells
 * that are not figures (the value stays as it was) and rows of a partner given twice.
 */
export function FiguresCheck({ plan, reading }: { plan: FiguresPlan; reading: FiguresReading }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="figures-check-title" className="space-y-3">
      <h2 id="figures-check-title" className="text-lg font-semibold">
        {t('figures.import.check')}
      </h2>
      <p role="status" className="text-sm">
        {t('figures.import.counts', { matched: count(plan.matched), change: count(plan.rows.length), unmatched: count(plan.unmatched.length) })}
      </p>
      <ReportList label={t('figures.import.notFigures')} items={plan.problems} line={(problem) => cellLine(problem, reading)} />
      <ReportList label={t('figures.import.unmatched')} items={plan.unmatched} line={unmatchedLine} />
      <ReportList label={t('figures.import.twice')} items={plan.twice} line={twiceLine} />
    </section>
  );
}

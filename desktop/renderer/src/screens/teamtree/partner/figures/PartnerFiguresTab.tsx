import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTreeStatus } from '../../../../api/teamtree';
import { periodLabel } from '../../../../figures/PeriodPicker';
import { useMonthFigures, usePeriod } from '../../../../figures/use-figures';
import { PartnerLegs } from './PartnerLegs';
import { RankProgressView } from './RankProgressView';
import { TwelveMonths } from '../../../../charts/TwelveMonths';

const heading = 'text-sm font-semibold text-slate-800 dark:text-slate-100';

/**
 * The partner's 'Figures' tab (issue 38 item 3; docs/figures.md "The partner's 'Figures' tab"):
 * PV and team volume of the 12 months ending with the month picked in the 'Period' picker (else
 * the newest), that month's legs by team volume, and with a rank plan the progress to the next rank.
 */
export function PartnerFiguresTab({ teamtreeId, profileId }: { teamtreeId: string; profileId: string }) {
  const { t } = useTranslation();
  const tree = useTreeStatus(teamtreeId).data?.teamtree;
  const { period } = usePeriod(teamtreeId);
  const month = useMonthFigures(teamtreeId, period);
  const names = useMemo(() => new Map(tree?.profiles.map((p) => [p.id, p.name])), [tree]);
  if (!period) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.common.noFigures')}</p>;
  const own = month.month?.byProfile.get(profileId);
  const plan = tree?.rankPlan ?? [];
  return (
    <div className="space-y-5">
      <TwelveMonths teamtreeId={teamtreeId} profileId={profileId} period={period} label={t('figures.tab.chartLabel')} />
      <section aria-labelledby={`legs-${profileId}`} className="space-y-2">
        <h3 id={`legs-${profileId}`} className={heading}>
          {t('figures.tab.legsOf', { period: periodLabel(period) })}
        </h3>
        {month.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{t('figures.common.loading')}</p>
        ) : month.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">{t('figures.tab.error')}</p>
        ) : own ? (
          <PartnerLegs teamVolume={own.teamVolume} legs={own.legs} nameOf={(id) => names.get(id) ?? '—'} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.common.noFigures')}</p>
        )}
      </section>
      {plan.length > 0 && own && (
        <section aria-labelledby={`rank-${profileId}`} className="space-y-2">
          <h3 id={`rank-${profileId}`} className={heading}>
            {t('figures.tab.rankHeading')}
          </h3>
          <RankProgressView plan={plan} figures={{ pv: own.figures?.pv ?? null, rank: own.figures?.rank ?? null, teamVolume: own.teamVolume, legs: own.legs }} />
        </section>
      )}
    </div>
  );
}

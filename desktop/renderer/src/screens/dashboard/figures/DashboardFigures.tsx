import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { declining } from '@shared/domain/declining';
import { legChanges } from '@shared/domain/leg-changes';
import { previousPeriod } from '@shared/domain/month-series';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { Card } from '../../../components/PageFrame';
import { TwelveMonths } from '../../../charts/TwelveMonths';
import { PeriodPicker, periodLabel } from '../../../figures/PeriodPicker';
import { useMonthFigures, usePeriod, type MonthFigures } from '../../../figures/use-figures';
import { DecliningList } from './DecliningList';
import { LegChanges } from './LegChanges';
import { leaderOf } from './leader';

const pvs = (month: MonthFigures | null) => (month ? [...month.byProfile].map(([profileId, partner]) => ({ profileId, pv: partner.figures?.pv ?? null })) : []);

/**
 * The leader's figures on the dashboard (issue 38 item 4; docs/figures.md "The dashboard's
 * figures"), only for a tree with figures: the team volume of the leader's team by month, the
 * legs grown and shrunk most since the month before, and 'Declining'. `shownIds`: the partners
 * the dashboard's team filter shows ('Declining' keeps to them).
 */
export function DashboardFigures({ status, shownIds }: { status: StatusTreeAnswer; shownIds: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const treeId = status.teamtree.id;
  const ids = { section: useId(), legs: useId() };
  const { period, periods } = usePeriod(treeId);
  const before = period ? previousPeriod(periods, period) : null;
  const now = useMonthFigures(treeId, period);
  const earlier = useMonthFigures(treeId, before);
  const profiles = status.teamtree.profiles;
  const names = useMemo(() => new Map(profiles.map((p) => [p.id, p.name])), [profiles]);
  const leader = leaderOf(profiles, status.userMembership.linkedProfileId ?? null);
  const changes = useMemo(() => {
    const legsOf = (month: MonthFigures | null) => (leader ? (month?.byProfile.get(leader)?.legs ?? []) : []);
    return legChanges(legsOf(now.month), legsOf(earlier.month));
  }, [now.month, earlier.month, leader]);
  const falls = useMemo(() => declining(pvs(now.month), pvs(earlier.month)).filter((fall) => shownIds.has(fall.profileId)), [now.month, earlier.month, shownIds]);
  if (!period || !leader) return null;
  const nameOf = (id: string) => names.get(id) ?? '—';
  const comparing = before !== null;
  const loading = now.isPending || (comparing && earlier.isPending);
  const failed = now.isError || earlier.isError;
  return (
    <Card className="min-w-0">
      <section aria-labelledby={ids.section} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 id={ids.section} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {t('figures.dashboard.title')}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.dashboard.teamOf', { name: nameOf(leader) })}</p>
          </div>
          <PeriodPicker teamtreeId={treeId} />
        </div>
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <TwelveMonths teamtreeId={treeId} profileId={leader} period={period} label={t('figures.dashboard.chartLabel')} />
          <div className="min-w-0 space-y-6">
            {loading ? (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{t('figures.common.loading')}</p>
            ) : failed ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">{t('figures.dashboard.error')}</p>
            ) : !comparing ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.dashboard.noPrevious', { period: periodLabel(period) })}</p>
            ) : (
              <>
                <section aria-labelledby={ids.legs} className="space-y-2">
                  <h3 id={ids.legs} className="text-base font-semibold text-slate-800 dark:text-slate-100">
                    {t('figures.dashboard.legsSince', { period: periodLabel(before) })}
                  </h3>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <LegChanges title={t('figures.dashboard.grown')} empty={t('figures.dashboard.noGrown')} changes={changes.grown} nameOf={nameOf} />
                    <LegChanges title={t('figures.dashboard.shrunk')} empty={t('figures.dashboard.noShrunk')} changes={changes.shrunk} nameOf={nameOf} />
                  </div>
                </section>
                <DecliningList falls={falls} since={periodLabel(before)} nameOf={nameOf} />
              </>
            )}
          </div>
        </div>
      </section>
    </Card>
  );
}

import { useMemo } from 'react';
import { todayIn } from '@shared/domain/calendar-date';
import { NO_FILTER_CHOICE, visibleProfiles } from '@shared/domain/profile-filters';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { Card, PageFrame } from '../../components/PageFrame';
import { useTranslation } from 'react-i18next';
import { BillCalendar } from './BillCalendar';
import { DashboardFigures } from './figures/DashboardFigures';
import { NoTreeBanner } from './NoTreeBanner';
import { ProfileTable } from './ProfileTable';
import { ActivityCard, PartnersCard } from './StatCards';

/**
 * The dashboard: stat cards, the partner table (left) and the bill-date calendar (right); on a
 * phone one column: the stats, the calendar, the table (which scrolls inside its own box).
 * The team filter (All Partners / My Team) scopes everything; the search text filters the table.
 * The tree status is a react-query query that useRealtime invalidates on profile events.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { status, loading, trees } = useActiveTreeStatus();
  const teamFilter = useView((s) => s.teamFilter);
  const search = useView((s) => s.search);
  const viewMode = useView((s) => s.viewMode);
  const today = todayIn();
  const phone = usePhoneLayout();

  const profiles = useMemo(
    () =>
      status
        ? visibleProfiles(status.teamtree.profiles, { choice: NO_FILTER_CHOICE, scope: teamFilter, linkedProfileId: status.userMembership.linkedProfileId ?? null, today })
        : [],
    [status, teamFilter, today],
  );
  const shownIds = useMemo(() => new Set(profiles.map((p) => p.id)), [profiles]);

  if (loading) {
    return (
      <PageFrame title={t('dashboard.title')}>
        <p role="status">{t('dashboard.loading')}</p>
      </PageFrame>
    );
  }
  // A failed status call leaves no data: the banner (a failed refetch keeps the last data).
  if (!status || trees.length === 0) {
    return (
      <PageFrame title={t('dashboard.title')}>
        <NoTreeBanner />
      </PageFrame>
    );
  }
  const table = (
    <Card className="min-w-0">
      <ProfileTable profiles={profiles} search={search} today={today} billView={viewMode === 'billdate'} treeName={status.teamtree.name} />
    </Card>
  );
  return (
    <PageFrame title={t('dashboard.title')}>
      <p className="-mt-2 text-slate-600 dark:text-slate-300">{status.teamtree.name}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PartnersCard total={profiles.length} />
        <ActivityCard profiles={profiles} today={today} />
      </div>
      {/* Only for a tree with figures (docs/figures.md "The dashboard's figures"). */}
      <DashboardFigures status={status} shownIds={shownIds} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {!phone && table}
        {/* On a phone the calendar's seven columns get all the width the card can give. */}
        <Card className="min-w-0 max-sm:px-2">
          <BillCalendar profiles={profiles} today={today} />
        </Card>
        {phone && table}
      </div>
    </PageFrame>
  );
}

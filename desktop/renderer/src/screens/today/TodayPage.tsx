import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Permission } from '@shared/domain/constants';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { PageFrame } from '../../components/PageFrame';
import { CheckIcon } from '../../components/Icons';
import { buttonClass } from '../../components/Button';
import { useCalendarToday } from '../../lib/use-calendar-today';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { useIdleValue } from '../../lib/use-idle-value';
import { useTreeDue, type TreeDue } from '../../trees/tree-due';
import { BillsSection } from './BillsSection';
import { BirthdaysSection } from './BirthdaysSection';
import { firstRows } from './first-rows';
import { RemindersSection } from './RemindersSection';
import { longDay } from './today-labels';
import { TasksSection } from './TasksSection';
import { TeamCareSection } from './TeamCareSection';
import { UnreadAnnouncement } from './UnreadAnnouncement';
import { useTranslation } from 'react-i18next';

/** Grey bars where the lists will be, while the tree is read. */
function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('today.loading')} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="animate-pulse rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <div className="h-5 w-32 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="mt-4 h-4 w-3/4 rounded bg-slate-100 dark:bg-slate-800" />
          <div className="mt-3 h-4 w-1/2 rounded bg-slate-100 dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}

function Quiet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-700">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
        <CheckIcon className="size-6" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}

/** Arriving at `/today#today-bills` (the bell's week lines) scrolls to that part and takes the keyboard there. */
function useJumpToPart(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const part = document.getElementById(decodeURIComponent(hash.slice(1)));
    part?.scrollIntoView({ block: 'start' });
    part?.focus({ preventScroll: true });
  }, [ready, hash]);
}

/** What is due in the tree, or the quiet week's message. */
function TodayLists({ treeDue, treeId, today, permission }: { treeDue: TreeDue; treeId: string; today: string; permission: Permission | null }) {
  const { t } = useTranslation();
  const { list } = treeDue;
  // The first frame draws the first rows; the rest follows when the page is idle.
  const whole = useIdleValue(true, false, 300);
  if (list.dueReminders.length + list.laterReminders.length + list.birthdays.length + list.billDays.length === 0) {
    return (
      <Quiet title={t('today.nothingDue')}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('today.quietWeek')}</p>
      </Quiet>
    );
  }
  const first = whole ? null : firstRows([list.dueReminders.length, list.laterReminders.length, list.birthdays.length, ...list.billDays.map((day) => day.items.length)]);
  return (
    <div className="space-y-4" data-today-whole={whole || undefined}>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {list.actionCount === 0 ? t('today.needsYou_zero') : t('today.needsYou', { count: list.actionCount })}
      </p>
      <RemindersSection treeDue={treeDue} treeId={treeId} permission={permission} first={first && [first[0], first[1]]} />
      <BirthdaysSection treeDue={treeDue} treeId={treeId} first={first && first[2]} />
      <BillsSection treeDue={treeDue} treeId={treeId} today={today} first={first && first.slice(3)} />
    </div>
  );
}

/**
 * Today: in the active tree, the reminders due today or before (done with one tap), birthdays
 * and bill dates of today and the next 7 days, each partner to open, call or message. All from
 * the tree the page holds (shared with the bell: trees/tree-due.ts), so a change anyone makes
 * shows here live.
 */
export function TodayPage() {
  const { t } = useTranslation();
  const { status, loading, trees, error } = useActiveTreeStatus();
  const today = useCalendarToday();
  const treeDue = useTreeDue(status, today);
  useJumpToPart(treeDue !== null);

  let content: ReactNode;
  if (status && treeDue) {
    content = <TodayLists treeDue={treeDue} treeId={status.teamtree.id} today={today} permission={status.userMembership.permission} />;
  } else if (loading) {
    content = <Loading />;
  } else if (error && trees.length > 0) {
    // A failed read keeps no tree (a failed re-read keeps the last one, shown above).
    content = <Alert>{t('today.notLoaded', { error: errorMessage(error) })}</Alert>;
  } else {
    content = (
      <Quiet title={t('today.noTree')}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('today.noTreeText')}</p>
        <Link to="/teamtree" className={buttonClass('primary', 'md', 'mt-2 min-h-11')}>
          {t('today.goToTree')}
        </Link>
      </Quiet>
    );
  }
  const treeName = (teamtreeId: string) => (trees.length > 1 ? (trees.find((tree) => tree.id === teamtreeId)?.name ?? null) : null);
  const partnerName = (teamtreeId: string, profileId: string) =>
    status?.teamtree.id === teamtreeId ? (status.teamtree.profiles.find((p) => p.id === profileId)?.name ?? null) : null;
  return (
    <PageFrame title={t('today.title')}>
      <p className="-mt-2 text-slate-600 dark:text-slate-300">
        {longDay(today)}
        {status && (
          <>
            {' · '}
            <span className="font-medium">{status.teamtree.name}</span>
          </>
        )}
      </p>
      <div className="max-w-3xl space-y-4">
        <UnreadAnnouncement treeName={(teamtreeId) => trees.find((tree) => tree.id === teamtreeId)?.name ?? null} />
        {/* The user's tasks come from every tree, whatever the active one holds. */}
        <TasksSection today={today} treeName={treeName} partnerName={partnerName} />
        <TeamCareSection treeName={treeName} />
        {content}
      </div>
    </PageFrame>
  );
}

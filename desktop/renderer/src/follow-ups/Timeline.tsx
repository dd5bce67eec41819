import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, isStatus } from '../api/errors';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { HiddenByOwner } from '../components/HiddenByOwner';
import { ActivityItem } from './ActivityItem';
import { fetchTimeline, followUpKeys } from './follow-ups-api';
import { LogForm, type LoggedKind } from './LogForm';
import { PartnerTasks } from './PartnerTasks';
import { TaskForm } from './TaskForm';
import { WaitingNotes } from './WaitingNotes';
import { mayChangeActivity, useFollowUpRights } from './use-follow-up-rights';
import { useFollowUpEvents } from './use-follow-up-events';

type Open = { form: 'log'; kind: LoggedKind } | { form: 'task' } | null;

/** The time the relative times count from, moved on each minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface Props {
  teamtreeId: string;
  profileId: string;
  partnerName: string;
  /** A form to open at once (the offer after a call or message). */
  startWith?: LoggedKind;
}

/**
 * A partner's timeline (issue 37 item 1): their open tasks, then notes, calls, messages and
 * meetings newest first, each with its author, when and text; 'Log call', 'Log message',
 * 'Add note' and 'Add task' for members who may write. A READ member of a tree that hides them
 * reads the server's answer: hidden by the owner.
 */
export function Timeline({ teamtreeId, profileId, partnerName, startWith }: Props) {
  const { t } = useTranslation();
  const { meId, permission, mayWrite } = useFollowUpRights(teamtreeId);
  const [open, setOpen] = useState<Open>(startWith ? { form: 'log', kind: startWith } : null);
  const now = useNow();
  useFollowUpEvents();
  const timeline = useInfiniteQuery({
    queryKey: followUpKeys.timeline(teamtreeId, profileId),
    queryFn: ({ pageParam }) => fetchTimeline(teamtreeId, profileId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: (count, error) => !isStatus(error, 403) && !isStatus(error, 404) && count < 2,
  });
  const close = () => setOpen(null);
  const activities = timeline.data?.pages.flatMap((page) => page.activities) ?? [];

  return (
    <div className="space-y-3">
      {mayWrite && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setOpen({ form: 'log', kind: 'call' })}>
            {t('followUps.logCall')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ form: 'log', kind: 'message' })}>
            {t('followUps.logMessage')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ form: 'log', kind: 'note' })}>
            {t('followUps.addNote')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ form: 'task' })}>
            {t('followUps.addTask')}
          </Button>
        </div>
      )}
      {open?.form === 'log' && <LogForm key={open.kind} teamtreeId={teamtreeId} profileId={profileId} partnerName={partnerName} kind={open.kind} onDone={close} />}
      {open?.form === 'task' && <TaskForm teamtreeId={teamtreeId} profileId={profileId} meId={meId} onDone={close} />}
      <PartnerTasks teamtreeId={teamtreeId} profileId={profileId} />
      <WaitingNotes profileId={profileId} />
      {timeline.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('followUps.loading')}
        </p>
      ) : timeline.error ? (
        isStatus(timeline.error, 403) && permission === 'READ' ? (
          <p role="status" className="text-sm" data-timeline-hidden>
            <HiddenByOwner />
          </p>
        ) : (
          <Alert>{errorMessage(timeline.error)}</Alert>
        )
      ) : activities.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('followUps.empty')}</p>
      ) : (
        <>
          <ol aria-label={t('followUps.timelineOf', { name: partnerName })} className="divide-y divide-slate-100 dark:divide-slate-800">
            {activities.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} now={now} mayChange={mayChangeActivity(permission, meId, activity)} />
            ))}
          </ol>
          {timeline.hasNextPage && (
            <Button variant="ghost" size="sm" disabled={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
              {t('followUps.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays, daysBetween } from '@shared/domain/calendar-date';
import type { Task } from '@shared/schemas/task';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { fetchDueTasks, followUpKeys, tickTask } from '../../follow-ups/follow-ups-api';
import { useFollowUpEvents } from '../../follow-ups/use-follow-up-events';
import { dueGroups, type DueGroup } from '../../follow-ups/due-groups';
import { waitingMark } from '../../outbox/outbox-labels';
import { useWaiting } from '../../outbox/use-waiting';
import { dueDayText } from './today-labels';
import { SUBHEADING, TodaySection } from './TodaySection';

/** Tasks due up to this many days ahead are listed. */
const AHEAD = 7;

interface Props {
  today: string;
  /** A tree's name by id (shown when the user is in more than one tree). */
  treeName(teamtreeId: string): string | null;
  /** A partner's name, when the page holds their tree. */
  partnerName(teamtreeId: string, profileId: string): string | null;
}

interface RowProps {
  task: Task;
  today: string;
  where: string | null;
  onTick(): void;
  /** Ticked off: on its way, or (`waiting`) kept in the outbox until the server answers again. */
  pending: boolean;
  waiting: boolean;
}

function TaskRow({ task, today, where, onTick, pending, waiting }: RowProps) {
  const away = daysBetween(today, task.due);
  return (
    <li className="flex items-center gap-2 py-1" data-task={task.id}>
      <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50 dark:hover:bg-slate-800/60">
        <input type="checkbox" className="size-5 shrink-0 accent-emerald-700" aria-label={task.title} checked={pending} disabled={pending} onChange={onTick} />
        <span className="flex min-w-0 flex-col">
          <span className={`line-clamp-2 font-medium break-words ${pending ? 'line-through opacity-60' : ''}`}>{task.title}</span>
          {where && <span className="line-clamp-1 text-sm text-slate-600 dark:text-slate-400">{where}</span>}
          {waiting && <span className="text-sm text-amber-800 dark:text-amber-200">{waitingMark()}</span>}
        </span>
      </label>
      <span className={`shrink-0 text-right text-sm ${away < 0 ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'}`}>
        {dueDayText({ date: task.due, daysAway: away })}
      </span>
    </li>
  );
}

/**
 * Today's 'Tasks' (issue 37 item 3): the signed-in user's open tasks across all their trees,
 * overdue, today and the next 7 days, each ticked off by its checkbox (named by the task's
 * title). Live: a task event of any tree the page hears reads the list again.
 */
export function TasksSection({ today, treeName, partnerName }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useFollowUpEvents();
  const until = addDays(today, AHEAD);
  const due = useQuery({ queryKey: followUpKeys.due(until), queryFn: () => fetchDueTasks(until) });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const ticks = useWaiting('tick');
  const waiting = useMemo(() => new Set(ticks.map((e) => String(e.request.body?.id))), [ticks]);
  const [failure, setFailure] = useState<string | null>(null);

  function tick(task: Task) {
    setFailure(null);
    setPending((now) => new Set(now).add(task.id));
    tickTask(task, true)
      .then(() => queryClient.invalidateQueries({ queryKey: followUpKeys.allDue }))
      .catch((error: unknown) => setFailure(t('followUps.taskDoneFailed', { error: errorMessage(error) })))
      .finally(() =>
        setPending((now) => {
          const next = new Set(now);
          next.delete(task.id);
          return next;
        }),
      );
  }

  if (due.isPending) {
    return (
      <TodaySection id="today-tasks" title={t('followUps.todayTasks')}>
        <p role="status" className="px-1 pt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('followUps.tasksLoading')}
        </p>
      </TodaySection>
    );
  }
  if (due.error) {
    return (
      <TodaySection id="today-tasks" title={t('followUps.todayTasks')}>
        <Alert className="mt-2">{t('followUps.tasksNotLoaded', { error: errorMessage(due.error) })}</Alert>
      </TodaySection>
    );
  }
  const tasks = due.data.tasks;
  const label: Record<DueGroup, string> = { overdue: t('followUps.overdueTasks'), today: t('followUps.tasksToday'), next: t('followUps.next7Days') };
  const where = (task: Task) => {
    const partner = task.profileId ? partnerName(task.teamtreeId, task.profileId) : null;
    const tree = treeName(task.teamtreeId);
    return [partner, tree && t('followUps.treeOf', { tree })].filter(Boolean).join(' · ') || null;
  };
  return (
    <TodaySection id="today-tasks" title={t('followUps.todayTasks')}>
      {failure && <Alert className="mt-2">{failure}</Alert>}
      {tasks.length === 0 ? (
        <p className="px-1 pt-2 text-sm text-slate-600 dark:text-slate-400">{t('followUps.noTasksDue')}</p>
      ) : (
        dueGroups(tasks, today).map(({ group, tasks: list }) => (
          <div key={group}>
            <h3 className={SUBHEADING}>{label[group]}</h3>
            <ul aria-label={label[group]} className="divide-y divide-slate-100 dark:divide-slate-800">
              {list.map((task) => (
                <TaskRow key={task.id} task={task} today={today} where={where(task)} pending={pending.has(task.id) || waiting.has(task.id)} waiting={waiting.has(task.id)} onTick={() => tick(task)} />
              ))}
            </ul>
          </div>
        ))
      )}
    </TodaySection>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors';
import { Alert } from '../components/Alert';
import { formatDay } from '../i18n/formats';
import { currentLanguage } from '../i18n/i18n';
import { todayIn } from '@shared/domain/calendar-date';
import { waitingMark } from '../outbox/outbox-labels';
import { useWaiting } from '../outbox/use-waiting';
import { fetchPartnerTasks, followUpKeys } from './follow-ups-api';

/** The partner's open tasks, soonest first: title, when due, for whom; then those added offline, waiting to be sent. */
export function PartnerTasks({ teamtreeId, profileId }: { teamtreeId: string; profileId: string }) {
  const { t } = useTranslation();
  const tasks = useQuery({ queryKey: followUpKeys.partnerTasks(teamtreeId, profileId), queryFn: () => fetchPartnerTasks(teamtreeId, profileId) });
  const today = todayIn();
  // Tasks added without a connection, kept in the outbox until the server has them.
  const waiting = useWaiting('task', profileId);
  return (
    <section aria-labelledby={`tasks-${profileId}`} className="mb-3">
      <h3 id={`tasks-${profileId}`} className="text-sm font-semibold">
        {t('followUps.openTasks')}
      </h3>
      {tasks.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('followUps.tasksLoading')}
        </p>
      ) : tasks.error ? (
        <Alert className="mt-1">{errorMessage(tasks.error)}</Alert>
      ) : tasks.data.tasks.length === 0 ? (
        waiting.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('followUps.noOpenTasks')}</p>
      ) : (
        <ul aria-label={t('followUps.openTasks')} className="divide-y divide-slate-100 dark:divide-slate-800">
          {tasks.data.tasks.map((task) => {
            return (
              <li key={task.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1 text-sm">
                <span className="min-w-0 font-medium break-words">{task.title}</span>
                <span className={task.due < today ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}>
                  {t('followUps.dueOn', { when: formatDay(task.due, currentLanguage()) })} · {t('followUps.assignedTo', { name: `${task.assignee.firstName} ${task.assignee.lastName}`.trim() })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {waiting.length > 0 && (
        <ul aria-label={waitingMark()} className="divide-y divide-amber-100 rounded-lg bg-amber-50 px-3 text-sm dark:divide-amber-900/40 dark:bg-amber-900/30">
          {waiting.map((entry) => (
            <li key={entry.key} className="py-1">
              <span className="font-medium break-words">{entry.label}</span> · {waitingMark()}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

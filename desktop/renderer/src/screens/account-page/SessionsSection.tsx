import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionEntry } from '@shared/schemas/sessions';
import { accountKeys, endOtherSessions, endSession, fetchSessions } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { Alert, Spinner } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/PageFrame';
import { deviceName } from './device-name';
import { formatWhen } from './format-when';

function SessionRow({ entry, onEnd, busy }: { entry: SessionEntry; onEnd(id: string): void; busy: boolean }) {
  const { t } = useTranslation();
  const device = deviceName(entry.userAgent);
  const lastUsed = formatWhen(entry.lastUsedAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={device}>
      <div className="min-w-0">
        <p className="font-medium">
          {device}
          {entry.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{t('account.sessions.thisDevice')}</span>}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('account.sessions.line', { app: t(`account.sessions.${entry.client}`), signedIn: formatWhen(entry.createdAt), lastUsed })}
        </p>
      </div>
      {!entry.current && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onEnd(entry.id)} aria-label={t('account.sessions.signOutLabel', { device, lastUsed })}>
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** 'Where you are signed in': every live session, each other one can be ended here. */
export function SessionsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: fetchSessions });
  const refetch = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  const endOne = useMutation({ mutationFn: endSession, onSettled: refetch });
  const others = (sessions.data?.sessions ?? []).filter((entry) => !entry.current);
  const endOthers = useMutation({ mutationFn: () => endOtherSessions(others.map((entry) => entry.id)), onSettled: refetch });
  const failed = endOne.error ?? endOthers.error;
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('account.sessions.title')}</h2>
      {sessions.isPending && <Spinner />}
      {sessions.error && <Alert>{errorMessage(sessions.error)}</Alert>}
      {sessions.data && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('account.sessions.list')}>
          {sessions.data.sessions.map((entry) => (
            <SessionRow key={entry.id} entry={entry} busy={busy} onEnd={(id) => endOne.mutate(id)} />
          ))}
        </ul>
      )}
      {failed && <Alert className="mt-2">{errorMessage(failed)}</Alert>}
      {endOthers.isSuccess && others.length === 0 && <Alert tone="success" className="mt-2">{t('account.sessions.signedOutElsewhere')}</Alert>}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={busy || others.length === 0} onClick={() => endOthers.mutate()}>
          {t('account.sessions.signOutElsewhere')}
        </Button>
        {sessions.data && others.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('account.sessions.onlyThisDevice')}</p>}
      </div>
    </Card>
  );
}

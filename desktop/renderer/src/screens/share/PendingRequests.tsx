import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { decideJoinRequest, fetchJoinRequests, keys } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SectionHeading } from './SectionHeading';

/** Pending Requests (with count), each with Approve / Reject. */
export function PendingRequests({ teamtreeId }: { teamtreeId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useQuery({ queryKey: keys.joinRequests(teamtreeId), queryFn: () => fetchJoinRequests(teamtreeId) });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = requests.data?.requests ?? [];

  async function decide(requestId: string, action: 'approve' | 'reject') {
    setBusy(requestId);
    setError(null);
    try {
      await decideJoinRequest({ requestId, action });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.joinRequests(teamtreeId) }),
        queryClient.invalidateQueries({ queryKey: keys.share(teamtreeId) }),
      ]);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="pending-heading" className="space-y-2">
      <SectionHeading id="pending-heading">{t('share.pending.heading', { count: list.length })}</SectionHeading>
      {list.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('share.pending.none')}</p>}
      <ul className="space-y-2">
        {list.map((request) => (
          <li key={request.id} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">
                {request.user.firstName} {request.user.lastName}
              </p>
              <p className="truncate text-xs text-slate-600 dark:text-slate-400">{request.user.email}</p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button size="sm" onClick={() => decide(request.id, 'approve')} disabled={busy === request.id}>
                {t('share.pending.approve')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => decide(request.id, 'reject')} disabled={busy === request.id}>
                {t('share.pending.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {error && <Alert>{error}</Alert>}
    </section>
  );
}

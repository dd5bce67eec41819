import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { JOIN_REDIRECT_DELAY_MS } from '@shared/domain/constants';
import { ApiError, errorMessage } from '../../api/errors';
import { fetchJoinInfo, keys, requestJoin } from '../../api/teamtree';
import { Alert, Spinner } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useAuth } from '../../session/auth-store';
import { useView } from '../../stores/view-store';
import { JoinLayout } from './JoinLayout';
import { OpenInAppLink } from '../../components/OpenInAppLink';

function waitingUrl(teamtreeId: string, requestId?: string) {
  const params = new URLSearchParams({ teamtreeId });
  if (requestId) params.set('requestId', requestId);
  return `/join/waiting?${params}`;
}

/** /join/request/{token}: the tree's name and owner, 'Request to Join' and Cancel. */
export function JoinRequestPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const status = useAuth((s) => s.status);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const [error, setError] = useState<string | null>(null);
  const [memberOf, setMemberOf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = useQuery({ queryKey: ['join-info', token], queryFn: () => fetchJoinInfo(token), enabled: !!token && status === 'authenticated', retry: false });

  useEffect(() => {
    if (!memberOf) return;
    const timer = setTimeout(() => {
      setActiveTreeId(memberOf);
      navigate(`/teamtree?teamtreeId=${encodeURIComponent(memberOf)}`, { replace: true });
    }, JOIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [memberOf, navigate, setActiveTreeId]);

  if (!token) return <JoinLayout title={t('join.title')}><Alert>{t('join.invalidLink')}</Alert></JoinLayout>;
  if (status === 'loading') return <JoinLayout title={t('join.title')}><Spinner /></JoinLayout>;
  if (status === 'anonymous') return <Navigate to={`/signin?returnUrl=${encodeURIComponent(`/join/${token}`)}`} replace />;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const answer = await requestJoin(token);
      navigate(waitingUrl(answer.teamtreeId, answer.requestId));
    } catch (err) {
      const teamtreeId = err instanceof ApiError ? err.field('teamtreeId') : undefined;
      if (err instanceof ApiError && err.status === 409 && teamtreeId && err.field('status') === 'PENDING') {
        navigate(waitingUrl(teamtreeId, err.field('requestId')));
        return;
      }
      if (err instanceof ApiError && err.status === 409 && teamtreeId) {
        setError(errorMessage(err, t('join.alreadyMember')));
        await queryClient.invalidateQueries({ queryKey: keys.trees });
        setMemberOf(teamtreeId);
      } else if (err instanceof ApiError && err.status === 404) setError(t('join.linkRevoked'));
      else setError(errorMessage(err, t('join.joinFailed')));
      setBusy(false);
    }
  }

  const infoError = info.error
    ? info.error instanceof ApiError && info.error.status === 404
      ? t('join.linkRevoked')
      : errorMessage(info.error, t('join.checkFailed'))
    : null;

  return (
    <JoinLayout title={t('join.title')}>
      {info.isLoading && <Spinner />}
      {infoError && <Alert>{infoError}</Alert>}
      {info.data && (
        <div className="space-y-1">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('join.invitedTo')}</p>
          <p className="text-xl font-semibold" data-testid="join-tree-name">
            {info.data.name}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('join.owner', { name: info.data.ownerName })}</p>
        </div>
      )}
      {error && <Alert className="mt-4">{error}</Alert>}
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="secondary" onClick={() => navigate('/teamtree')}>
          {t('join.cancel')}
        </Button>
        <Button onClick={submit} disabled={!info.data || busy || memberOf !== null}>
          {t('join.request')}
        </Button>
      </div>
      <OpenInAppLink token={token} className="mt-6" />
    </JoinLayout>
  );
}

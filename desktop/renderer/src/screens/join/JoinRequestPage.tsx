import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { JOIN_REDIRECT_DELAY_MS } from '@shared/domain/constants';
import { ALREADY_MEMBER, SHARE_LINK_INVALID } from '@shared/schemas/sharing';
import { ApiError, errorMessage } from '../../api/errors';
import { fetchJoinInfo, keys, requestJoin } from '../../api/teamtree';
import { Alert, Spinner } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useAuth } from '../../session/auth-store';
import { useView } from '../../stores/view-store';
import { JoinLayout } from './JoinLayout';
import { OpenInAppLink } from '../../components/OpenInAppLink';

export const INVALID_SHARE_LINK = 'Invalid share link';

function waitingUrl(teamtreeId: string, requestId?: string) {
  const params = new URLSearchParams({ teamtreeId });
  if (requestId) params.set('requestId', requestId);
  return `/join/waiting?${params}`;
}

/** /join/request/{token}: the tree's name and owner, 'Request to Join' and Cancel. */
export function JoinRequestPage() {
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

  if (!token) return <JoinLayout title="Join TeamTree"><Alert>{INVALID_SHARE_LINK}</Alert></JoinLayout>;
  if (status === 'loading') return <JoinLayout title="Join TeamTree"><Spinner /></JoinLayout>;
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
        setError(errorMessage(err, ALREADY_MEMBER));
        await queryClient.invalidateQueries({ queryKey: keys.trees });
        setMemberOf(teamtreeId);
      } else if (err instanceof ApiError && err.status === 404) setError(SHARE_LINK_INVALID);
      else setError(errorMessage(err, 'Failed to join TeamTree. Please try again.'));
      setBusy(false);
    }
  }

  const infoError = info.error
    ? info.error instanceof ApiError && info.error.status === 404
      ? SHARE_LINK_INVALID
      : errorMessage(info.error, 'Failed to validate share link.')
    : null;

  return (
    <JoinLayout title="Join TeamTree">
      {info.isLoading && <Spinner />}
      {infoError && <Alert>{infoError}</Alert>}
      {info.data && (
        <div className="space-y-1">
          <p className="text-sm text-slate-600 dark:text-slate-400">You were invited to</p>
          <p className="text-xl font-semibold" data-testid="join-tree-name">
            {info.data.name}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">Owner: {info.data.ownerName}</p>
        </div>
      )}
      {error && <Alert className="mt-4">{error}</Alert>}
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="secondary" onClick={() => navigate('/teamtree')}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!info.data || busy || memberOf !== null}>
          Request to Join
        </Button>
      </div>
      <OpenInAppLink token={token} className="mt-6" />
    </JoinLayout>
  );
}

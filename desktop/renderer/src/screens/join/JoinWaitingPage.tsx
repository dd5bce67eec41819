import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { StatusListAnswer } from '@shared/schemas/teamtree';
import { UPDATE_TYPES } from '@shared/schemas/realtime';
import { fetchOwnJoinRequest, fetchTrees, keys } from '../../api/teamtree';
import { Spinner } from '../../components/Alert';
import { connectRealtime, onTreeUpdate } from '../../realtime/socket';
import { useView } from '../../stores/view-store';
import { JoinLayout } from './JoinLayout';

const POLL_MS = 4000;

/** 'Waiting for Approval': follows the request live (and by polling) until it is decided. */
export function JoinWaitingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const teamtreeId = params.get('teamtreeId') ?? '';
  const requestId = params.get('requestId');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const done = useRef(false);

  const approved = useCallback(async () => {
    if (done.current) return;
    done.current = true;
    await queryClient.invalidateQueries({ queryKey: keys.trees });
    setActiveTreeId(teamtreeId);
    navigate(`/teamtree?teamtreeId=${encodeURIComponent(teamtreeId)}`, { replace: true });
  }, [queryClient, setActiveTreeId, navigate, teamtreeId]);

  const rejected = useCallback(async () => {
    if (done.current) return;
    done.current = true;
    const list: StatusListAnswer = await queryClient.fetchQuery({ queryKey: keys.trees, queryFn: fetchTrees }).catch(() => ({ teamtrees: [] }));
    const fallback = list.teamtrees.find((t) => t.id !== teamtreeId);
    if (fallback) {
      setActiveTreeId(fallback.id);
      navigate(`/teamtree?teamtreeId=${encodeURIComponent(fallback.id)}`, { replace: true });
    } else navigate('/join/rejected', { replace: true });
  }, [queryClient, setActiveTreeId, navigate, teamtreeId]);

  useEffect(() => {
    void connectRealtime();
    return onTreeUpdate((event) => {
      if (event.teamtreeId !== teamtreeId) return;
      if (event.type === UPDATE_TYPES.membershipApproved) void approved();
      if (event.type === UPDATE_TYPES.joinRequestRejected || event.type === UPDATE_TYPES.membershipRemoved) void rejected();
    });
  }, [teamtreeId, approved, rejected]);

  useEffect(() => {
    if (!requestId) return;
    const check = async () => {
      try {
        const answer = await fetchOwnJoinRequest(requestId);
        if (answer.status === 'APPROVED') void approved();
        if (answer.status === 'REJECTED') void rejected();
      } catch {
        // only logged by the client; the next poll tries again
      }
    };
    void check();
    const timer = setInterval(check, POLL_MS);
    return () => clearInterval(timer);
  }, [requestId, approved, rejected]);

  return (
    <JoinLayout title={t('join.waitingTitle')}>
      <p className="text-slate-600 dark:text-slate-300">{t('join.waitingText')}</p>
      <div className="my-6 flex justify-center">
        <Spinner label={t('join.waiting')} />
      </div>
      <Link to="/teamtree" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-emerald-400">
        {t('join.myTrees')}
      </Link>
    </JoinLayout>
  );
}

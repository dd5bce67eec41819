import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { JOIN_REDIRECT_DELAY_MS } from '../../../../../shared/domain/constants';
import { ALREADY_MEMBER, SHARE_LINK_INVALID } from '../../../../../shared/schemas/sharing';
import { ApiError, errorMessage } from '../../api/errors';
import { joinByToken, keys } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { parseInviteToken } from '../../lib/invite-token';
import { useView } from '../../stores/view-store';

interface Props {
  onDirtyChange(dirty: boolean): void;
  onDone(): void;
}

function Step({ n, text }: { n: number; text: string }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-emerald-900 dark:text-emerald-100">{n}</span>
      <span className="text-sm">{text}</span>
    </li>
  );
}

/** 'Join TeamTree': two steps and the invitation token (a pasted link works too). */
export function JoinTreeForm({ onDirtyChange, onDone }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [memberOf, setMemberOf] = useState<string | null>(null);

  useEffect(() => {
    if (!memberOf) return;
    const timer = setTimeout(() => {
      setActiveTreeId(memberOf);
      onDone();
      navigate(`/teamtree?teamtreeId=${encodeURIComponent(memberOf)}`);
    }, JOIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [memberOf, navigate, onDone, setActiveTreeId]);

  function waiting(teamtreeId: string, requestId?: string) {
    onDirtyChange(false);
    onDone();
    const params = new URLSearchParams({ teamtreeId });
    if (requestId) params.set('requestId', requestId);
    navigate(`/join/waiting?${params}`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseInviteToken(token);
    if (!parsed) {
      setError('Invalid share link');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await joinByToken(parsed);
      waiting(answer.teamtreeId, answer.requestId);
    } catch (err) {
      const teamtreeId = err instanceof ApiError ? err.field('teamtreeId') : undefined;
      if (err instanceof ApiError && err.status === 409 && teamtreeId && err.field('status') === 'PENDING') return waiting(teamtreeId, err.field('requestId'));
      if (err instanceof ApiError && err.status === 409 && teamtreeId) {
        setError(errorMessage(err, ALREADY_MEMBER));
        await queryClient.invalidateQueries({ queryKey: keys.trees });
        setMemberOf(teamtreeId);
      } else setError(err instanceof ApiError && err.status === 404 ? SHARE_LINK_INVALID : errorMessage(err, 'Failed to join TeamTree. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="join-heading">
      <h3 id="join-heading" className="text-lg font-semibold">
        Join TeamTree
      </h3>
      <ol className="space-y-3">
        <Step n={1} text="Receive an invitation link" />
        <Step n={2} text="Join your friends TeamTree" />
      </ol>
      <TextField
        label="Invitation token"
        name="token"
        value={token}
        onChange={(e) => {
          setToken(e.target.value);
          onDirtyChange(e.target.value !== '');
        }}
        hint="Paste the token or the whole invitation link."
        autoComplete="off"
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" className="w-full" disabled={busy || !token.trim() || memberOf !== null}>
        Join
      </Button>
    </form>
  );
}

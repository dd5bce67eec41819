import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { JOIN_REDIRECT_DELAY_MS } from '@shared/domain/constants';
import { joinByToken, keys } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { useView } from '../../stores/view-store';
import { joinForm, joinPayload, joinRefusal, type JoinValues } from './join-form';

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  // The message stays until the next try.
  const { register, handleSubmit, formState, watch } = useForm<JoinValues>({ resolver: zodResolver(joinForm), defaultValues: { token: '' }, reValidateMode: 'onSubmit' });

  function waiting(teamtreeId: string, requestId?: string) {
    onDirtyChange(false);
    onDone();
    const params = new URLSearchParams({ teamtreeId });
    if (requestId) params.set('requestId', requestId);
    navigate(`/join/waiting?${params}`);
  }

  const join = useMutation({
    mutationFn: ({ token }: { token: string }) => joinByToken(token),
    onSuccess: (answer) => waiting(answer.teamtreeId, answer.requestId),
    onError: async (err) => {
      const refusal = joinRefusal(err);
      if (refusal.kind === 'pending') waiting(refusal.teamtreeId, refusal.requestId);
      if (refusal.kind === 'member') await queryClient.invalidateQueries({ queryKey: keys.trees });
    },
  });
  const refusal = join.error ? joinRefusal(join.error) : null;
  const memberOf = refusal?.kind === 'member' ? refusal.teamtreeId : null;

  useEffect(() => {
    if (!memberOf) return;
    const timer = setTimeout(() => {
      setActiveTreeId(memberOf);
      onDone();
      navigate(`/teamtree?teamtreeId=${encodeURIComponent(memberOf)}`);
    }, JOIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [memberOf, navigate, onDone, setActiveTreeId]);

  const token = watch('token');
  const submit = handleSubmit((values) => join.mutate(joinPayload(values)));
  const error = formState.errors.token?.message ?? (refusal && refusal.kind !== 'pending' ? refusal.message : null);
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="join-heading">
      <h3 id="join-heading" className="text-lg font-semibold">
        {t('createJoin.joinHeading')}
      </h3>
      <ol className="space-y-3">
        <Step n={1} text={t('createJoin.stepReceive')} />
        <Step n={2} text={t('createJoin.stepJoin')} />
      </ol>
      <TextField
        label={t('createJoin.token')}
        hint={t('createJoin.tokenHint')}
        autoComplete="off"
        {...register('token', { onChange: (e: { target: { value: string } }) => onDirtyChange(e.target.value !== '') })}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" className="w-full" disabled={join.isPending || join.isSuccess || !token.trim() || memberOf !== null}>
        {t('createJoin.join')}
      </Button>
    </form>
  );
}

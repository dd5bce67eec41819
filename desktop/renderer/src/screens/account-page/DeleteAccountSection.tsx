import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccount } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { useTreeList } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/Dialog';
import { PasswordField } from '../../components/Field';
import { Card } from '../../components/PageFrame';
import { useAuth } from '../../session/auth-store';
import { GoogleIdentityCheck } from './GoogleIdentityCheck';
import { OwnedTreeChoice } from './OwnedTreeChoice';
import { deletionSummary, transfersOf, type TreeChoices } from './owned-tree-choices';

/** 'Delete my account' (GDPR Art. 17): each owned tree handed to a member or deleted, the password (a Google-only account: a fresh Google sign-in), a confirmation. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const me = useAuth((s) => s.me);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trees = useTreeList();
  const owned = (trees.data?.teamtrees ?? []).filter((tree) => tree.ownerId === me?.id);
  const [choices, setChoices] = useState<TreeChoices>({});
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const transfers = transfersOf(choices);
  const remove = useMutation({
    mutationFn: () => deleteAccount({ password: password || undefined, transfers }),
    onSuccess: () => {
      queryClient.clear();
      navigate('/auth/signin', { replace: true });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('account.delete.title')}>
        <h2 className="text-lg font-semibold">{t('account.delete.title')}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('account.delete.text')}
        </p>
        {owned.length > 0 && (
          <ul aria-label={t('account.delete.owned')} className="divide-y divide-slate-200 dark:divide-slate-800">
            {owned.map((tree) => (
              <OwnedTreeChoice
                key={tree.id}
                tree={tree}
                ownerId={me?.id ?? ''}
                value={choices[tree.id] ?? ''}
                onChange={(userId) => setChoices((current) => ({ ...current, [tree.id]: userId }))}
              />
            ))}
          </ul>
        )}
        {me?.hasPassword === false ? (
          <GoogleIdentityCheck step="delete" />
        ) : (
          <PasswordField
            label={t('account.delete.yourPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        {remove.error && <Alert>{errorMessage(remove.error)}</Alert>}
        <Button type="submit" variant="danger" disabled={remove.isPending || trees.isPending}>
          {t('account.delete.title')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('account.delete.confirmTitle')}
        message={deletionSummary(owned.length - transfers.length, transfers.length)}
        confirmLabel={t('account.delete.title')}
        cancelLabel={t('account.delete.cancel')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../api/account-links';
import { ApiError, errorMessage } from '../api/errors';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { Modal } from '../components/Dialog';
import { PasswordField } from '../components/Field';
import { CURRENT_PASSWORD_WRONG, PASSWORD_NOT_CHANGED } from '../forms/messages';
import { changePasswordForm, type ChangePasswordForm } from './password-forms';

const isWrongPassword = (err: Error) => err instanceof ApiError && err.body?.error === CURRENT_PASSWORD_WRONG;

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirm: '' };

/** 'Change password' of the profile menu: current password, new password twice; other devices are signed out. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset, setError: setFieldError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => reset(EMPTY),
    onError: (err) => {
      if (isWrongPassword(err)) setFieldError('currentPassword', { message: CURRENT_PASSWORD_WRONG }, { shouldFocus: true });
    },
  });
  const error = change.error && !isWrongPassword(change.error) ? errorMessage(change.error, PASSWORD_NOT_CHANGED) : null;

  function close() {
    reset(EMPTY);
    change.reset();
    onClose();
  }

  const submit = handleSubmit(({ currentPassword, password }) => change.mutate({ currentPassword, password }));

  return (
    <Modal open={open} onRequestClose={close} title={t('shell.changePassword')} width="max-w-md">
      {change.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{t('controls.passwordChanged')}</Alert>
          <div className="flex justify-end">
            <Button onClick={close}>{t('controls.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('shell.changePassword')}>
          <PasswordField
            label={t('controls.currentPassword')}
            autoComplete="current-password"
            required
            error={formState.errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField label={t('auth.newPassword')} autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
          <PasswordField label={t('auth.newPasswordAgain')} autoComplete="new-password" required error={formState.errors.confirm?.message} {...register('confirm')} />
          {error && <Alert>{error}</Alert>}
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('controls.passwordHint')}</p>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('common.saving') : t('shell.changePassword')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

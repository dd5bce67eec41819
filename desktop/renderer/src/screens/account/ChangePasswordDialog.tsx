import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CURRENT_PASSWORD_WRONG } from '../../../../../shared/schemas/account-links';
import { changePassword } from '../../api/account-links';
import { ApiError, errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Dialog';
import { PasswordField } from '../../components/Field';
import { changePasswordForm, type ChangePasswordForm } from './password-forms';

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirm: '' };

/** 'Change password' of the profile menu: current password, new password twice; other devices are signed out. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError: setFieldError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });

  function close() {
    reset(EMPTY);
    setDone(false);
    setError(null);
    onClose();
  }

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    setError(null);
    try {
      await changePassword({ currentPassword, password });
      reset(EMPTY);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.body?.error === CURRENT_PASSWORD_WRONG) {
        setFieldError('currentPassword', { message: CURRENT_PASSWORD_WRONG }, { shouldFocus: true });
      } else {
        setError(errorMessage(err, 'Your password could not be changed. Please try again.'));
      }
    }
  });

  return (
    <Modal open={open} onRequestClose={close} title="Change password" width="max-w-md">
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">Your password is changed. Every other device was signed out; this one stays signed in.</Alert>
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change password">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            error={formState.errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField label="New password" autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
          <PasswordField label="New password again" autoComplete="new-password" required error={formState.errors.confirm?.message} {...register('confirm')} />
          {error && <Alert>{error}</Alert>}
          <p className="text-xs text-slate-600 dark:text-slate-400">At least 8 characters. Your other devices will be signed out.</p>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'Change password'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

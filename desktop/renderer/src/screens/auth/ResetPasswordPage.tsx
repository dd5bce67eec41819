import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/account-links';
import { errorMessage, isStatus } from '../../api/errors';
import { session } from '../../api/instance';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { PasswordField } from '../../components/Field';
import { LINK_BROKEN, PASSWORD_NOT_SET } from '../../forms/messages';
import { newPasswordForm, type NewPasswordForm } from '../../account/password-forms';
import { AuthLayout } from '../../components/AuthLayout';
import { AUTH_LINK, BackToSignIn } from './BackToSignIn';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/messages';

/** What the page says when the link is missing or the reset failed (a refused token: ask for a new link). */
function failureOf(err: Error | null, token: string): { text: string; linkBroken: boolean } | null {
  if (!token) return { text: LINK_BROKEN, linkBroken: true };
  if (!err) return null;
  return { text: errorMessage(err, PASSWORD_NOT_SET), linkBroken: isStatus(err, 400) && !('fields' in (err.body ?? {})) };
}

/** The page of the reset mail's link: choose a new password (the link works once, for 1 hour). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm: '' } });

  const reset = useMutation({
    mutationFn: (password: string) => resetPassword({ token, password }),
    // Every session of the account ended with the reset, this browser's too.
    onSuccess: () => session.clear(),
  });
  const submit = handleSubmit(({ password }) => reset.mutate(password));
  const error = failureOf(reset.error, token);

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t('auth.newPasswordSet')}>
        <Alert tone="success">{t('auth.newPasswordSetText')}</Alert>
        <Link to="/auth/signin" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          {t('common.signIn')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.chooseNewPassword')} subtitle={t('auth.chooseNewPasswordSubtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.chooseNewPassword')}>
        <PasswordField label={t('auth.newPassword')} autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
        <PasswordField label={t('auth.newPasswordAgain')} autoComplete="new-password" required error={formState.errors.confirm?.message} {...register('confirm')} />
        {error && (
          <Alert>
            {localizeMessage(error.text)}{' '}
            {error.linkBroken && (
              <Link to="/auth/forgot-password" className={AUTH_LINK}>
                {t('auth.askNewLink')}
              </Link>
            )}
          </Alert>
        )}
        <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
          {reset.isPending ? t('common.saving') : t('auth.setNewPassword')}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <BackToSignIn />
      </p>
    </AuthLayout>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/account-links';
import { errorMessage, isStatus } from '../../api/errors';
import { session } from '../../api/instance';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { PasswordField } from '../../components/Field';
import { newPasswordForm, type NewPasswordForm } from '../account/password-forms';
import { AuthLayout } from './AuthLayout';
import { AUTH_LINK, BackToSignIn } from './BackToSignIn';

const LINK_BROKEN = 'This link is invalid or has expired.';

/** The page of the reset mail's link: choose a new password (the link works once, for 1 hour). */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ text: string; linkBroken: boolean } | null>(token ? null : { text: LINK_BROKEN, linkBroken: true });
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword({ token, password });
      // Every session of the account ended with the reset, this browser's too.
      session.clear();
      setDone(true);
    } catch (err) {
      setError({ text: errorMessage(err, 'The password could not be set. Please try again.'), linkBroken: isStatus(err, 400) && !('fields' in (err.body ?? {})) });
    }
  });

  if (done) {
    return (
      <AuthLayout title="Your new password is set">
        <Alert tone="success">You can sign in with it now. For your safety, you were signed out everywhere else.</Alert>
        <Link to="/auth/signin" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          Sign in
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="At least 8 characters. After this, you sign in with the new password everywhere.">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Choose a new password">
        <PasswordField label="New password" autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
        <PasswordField label="New password again" autoComplete="new-password" required error={formState.errors.confirm?.message} {...register('confirm')} />
        {error && (
          <Alert>
            {error.text}{' '}
            {error.linkBroken && (
              <Link to="/auth/forgot-password" className={AUTH_LINK}>
                Ask for a new link
              </Link>
            )}
          </Alert>
        )}
        <Button type="submit" className="w-full" disabled={formState.isSubmitting || !token}>
          {formState.isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <BackToSignIn />
      </p>
    </AuthLayout>
  );
}

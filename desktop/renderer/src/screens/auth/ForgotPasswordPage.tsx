import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { forgotPassword } from '../../api/account-links';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { LINK_NOT_SENT } from '../../forms/messages';
import { forgotPasswordForm, type ForgotPasswordForm } from '../../account/password-forms';
import { AuthLayout } from '../../components/AuthLayout';
import { BackToSignIn } from './BackToSignIn';
import { useTranslation } from 'react-i18next';

/** 'Forgot password?': asks for the email and says a link is on its way (whether the account exists or not). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const send = useMutation({
    mutationFn: async (input: ForgotPasswordForm) => {
      await forgotPassword(input);
      return input.email;
    },
  });
  const submit = handleSubmit((input) => send.mutate(input));
  const sentTo = send.data;

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.checkInbox')}>
        <Alert tone="success">
          {t('auth.linkOnItsWayBefore')} <strong>{sentTo}</strong>{t('auth.linkOnItsWayAfter')}
        </Alert>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('auth.nothingArrived')}</p>
        <div className="mt-6 flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => send.reset()}>
            {t('common.tryAgain')}
          </Button>
          <BackToSignIn />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.resetForm')}>
        <TextField label={t('common.email')} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
        {send.error && <Alert>{errorMessage(send.error, LINK_NOT_SENT)}</Alert>}
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? t('auth.sending') : t('auth.sendLink')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <BackToSignIn />
      </p>
    </AuthLayout>
  );
}


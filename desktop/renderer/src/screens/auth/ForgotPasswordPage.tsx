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

/** 'Forgot password?': asks for the email and says a link is on its way (whether the account exists or not). */
export function ForgotPasswordPage() {
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
      <AuthLayout title="Check your inbox">
        <Alert tone="success">
          If there is a TeamTree account for <strong>{sentTo}</strong>, a link to choose a new password is on its way. It works for 1 hour.
        </Alert>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">Nothing after a few minutes? Look in your spam folder, or check the address and try again.</p>
        <div className="mt-6 flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => send.reset()}>
            Try again
          </Button>
          <BackToSignIn />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email and we will send you a link to choose a new one.">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset password">
        <TextField label="Email" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
        {send.error && <Alert>{errorMessage(send.error, LINK_NOT_SENT)}</Alert>}
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send me a link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <BackToSignIn />
      </p>
    </AuthLayout>
  );
}


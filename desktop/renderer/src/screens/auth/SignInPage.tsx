import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginRequest, type LoginRequest } from '@shared/schemas/auth';
import { login, needsSecondStep } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField, PasswordField, TextField } from '../../components/Field';
import { GOOGLE_FAILED, LOGIN_FAILED } from '../../forms/messages';
import { inviteTokenOfPath } from '../../lib/invite-token';
import { twoStepHref } from '../../lib/two-step-href';
import { afterSignIn, safeReturnUrl } from '@shared/domain/return-url';
import { useAuth } from '../../session/auth-store';
import { OpenInAppLink } from '../../components/OpenInAppLink';
import { AuthLayout } from '../../components/AuthLayout';
import { AUTH_LINK, TOUCH_LINK } from './BackToSignIn';
import { GoogleSignInOption } from '../../components/GoogleButton';
import { KeepSignedInNote } from './KeepSignedInNote';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/messages';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

/** 'Forgot password?' carries what was typed as the email, so it need not be typed again. */
const forgotHref = (email: string) => (email.trim() ? `/auth/forgot-password?email=${encodeURIComponent(email.trim())}` : '/auth/forgot-password');

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const denied = (useLocation().state as { denied?: boolean } | null)?.denied === true;
  const googleFailed = params.get('error') === 'google';
  const status = useAuth((s) => s.status);
  const loadMe = useAuth((s) => s.loadMe);
  const [googleBusy, setGoogleBusy] = useState(false);
  const { register, handleSubmit, watch, formState } = useForm({ resolver: zodResolver(loginRequest), defaultValues: { email: '', password: '', stay: true } });
  const signIn = useMutation({
    mutationFn: async (input: LoginRequest) => {
      const answer = await login(input);
      if (!needsSecondStep(answer)) await loadMe();
      return { answer, stay: input.stay ?? true };
    },
    onSuccess: ({ answer, stay }) => {
      // Two-step sign-in: the code is asked on its own page, which signs in.
      if (needsSecondStep(answer)) navigate(twoStepHref(answer.secondStep, returnUrl), { state: { stay } });
      else navigate(afterSignIn(answer.next, returnUrl), { replace: true });
    },
  });
  const [email, password] = watch(['email', 'password']);
  const submitting = signIn.isPending || signIn.isSuccess || googleBusy;

  if (status === 'authenticated' && !submitting && !denied) return <Navigate to={afterSignIn(undefined, returnUrl)} replace />;

  const submit = handleSubmit((input) => signIn.mutate(input));
  const inviteToken = inviteTokenOfPath(safeReturnUrl(returnUrl));
  const signUpHref = returnUrl ? `/auth/signup?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/signup';
  return (
    <AuthLayout title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.signInTitle')}>
        {denied && <Alert tone="info">{t('auth.adminsOnly')}</Alert>}
        <TextField label={t('common.email')} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
        <PasswordField label={t('common.password')} autoComplete="current-password" required error={formState.errors.password?.message} {...register('password')} />
        <div className="flex items-center justify-between gap-3">
          <CheckboxField label={t('common.keepMeLoggedIn')} {...register('stay')} />
          <Link to={forgotHref(email)} className={`text-sm ${AUTH_LINK} ${TOUCH_LINK}`}>
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <KeepSignedInNote />
        {signIn.error ? <Alert>{errorMessage(signIn.error, LOGIN_FAILED)}</Alert> : googleFailed && <Alert>{localizeMessage(GOOGLE_FAILED)}</Alert>}
        <Button type="submit" className="w-full" disabled={!email || !password || submitting}>
          {submitting ? t('auth.signingIn') : t('common.signIn')}
        </Button>
      </form>
      <GoogleSignInOption onBusyChange={setGoogleBusy} />
      <LanguageSwitch className="mt-6 justify-center" />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {t('auth.noAccountYet')}{' '}
        <Link to={signUpHref} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-emerald-400">
          {t('common.signUp')}
        </Link>
      </p>
      {inviteToken && <OpenInAppLink token={inviteToken} className="mt-3" />}
    </AuthLayout>
  );
}

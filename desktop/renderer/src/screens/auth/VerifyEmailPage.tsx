import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { verifyEmail } from '../../api/account-links';
import { logout } from '../../api/auth';
import { errorMessage, isStatus } from '../../api/errors';
import { Alert, Spinner } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { SIGN_IN_TO_VERIFY } from '../../forms/messages';
import { signInUrl } from '@shared/domain/return-url';
import { useAuth } from '../../session/auth-store';
import { ResendVerificationButton } from '../../account/ResendVerificationButton';
import { AuthLayout } from '../../components/AuthLayout';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/messages';

type State =
  | { step: 'verifying' }
  | { step: 'verified' }
  | { step: 'failed'; message: string; otherAccount: boolean };

const DASHBOARD = { to: '/dashboard', label: 'auth.goToDashboard' } as const;

/**
 * The page of the verification mail's link (it works once, for 24 hours). Only the account the
 * link was mailed to may confirm it, so nothing is posted for a signed-out visitor: they are
 * asked to sign in and come back here. Signed in, the page confirms once.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const { pathname, search } = useLocation();
  const status = useAuth((s) => s.status);
  const userId = useAuth((s) => s.me?.id ?? null);
  const loadMe = useAuth((s) => s.loadMe);
  const [state, setState] = useState<State>(token ? { step: 'verifying' } : { step: 'failed', message: t('auth.linkInvalid'), otherAccount: false });
  // The user the link was posted for: once per user, even when React runs effects twice in development.
  const postedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || status !== 'authenticated' || !userId || postedFor.current === userId) return;
    postedFor.current = userId;
    setState({ step: 'verifying' });
    verifyEmail(token)
      .then(async () => {
        // The banner goes away once the email counts as verified.
        await loadMe();
        setState({ step: 'verified' });
      })
      .catch((err: unknown) =>
        setState({ step: 'failed', message: errorMessage(err, t('auth.notConfirmed')), otherAccount: isStatus(err, 403) }),
      );
  }, [token, status, userId, loadMe]);

  if (token && status === 'anonymous') {
    return (
      <AuthLayout title={t('auth.confirmTitle')}>
        <Alert tone="info">{localizeMessage(SIGN_IN_TO_VERIFY)}</Alert>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {t('auth.confirmSignInText')}
        </p>
        <Link to={signInUrl(pathname + search)} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          {t('common.signIn')}
        </Link>
      </AuthLayout>
    );
  }

  if (state.step === 'verifying' || (token && status === 'loading')) {
    return (
      <AuthLayout title={t('auth.confirmingTitle')}>
        <Spinner label={t('auth.confirming')} />
      </AuthLayout>
    );
  }

  if (state.step === 'verified') {
    return (
      <AuthLayout title={t('auth.confirmedTitle')}>
        <Alert tone="success">{t('auth.confirmedText')}</Alert>
        <Link to={DASHBOARD.to} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          {t(DASHBOARD.label)}
        </Link>
      </AuthLayout>
    );
  }

  const signedIn = status === 'authenticated';
  const canResend = signedIn && !state.otherAccount;
  return (
    <AuthLayout title={t('auth.linkFailedTitle')}>
      <Alert>{state.message}</Alert>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        {!signedIn
          ? t('auth.signInForNewLink')
          : canResend
            ? t('auth.canSendNewLink')
            : t('auth.signOutFirst')}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {canResend && <ResendVerificationButton />}
        {/* Signed out, the page asks for a sign-in that comes back to this link. */}
        {signedIn && !canResend && <Button onClick={() => void logout()}>{t('auth.signOut')}</Button>}
        <Link to={signedIn ? DASHBOARD.to : '/auth/signin'} className={buttonClass(signedIn ? 'secondary' : 'primary')}>
          {signedIn ? t(DASHBOARD.label) : t('common.signIn')}
        </Link>
      </div>
    </AuthLayout>
  );
}

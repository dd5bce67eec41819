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

type State =
  | { step: 'verifying' }
  | { step: 'verified' }
  | { step: 'failed'; message: string; otherAccount: boolean };

const DASHBOARD = { to: '/dashboard', label: 'Go to your dashboard' };

/**
 * The page of the verification mail's link (it works once, for 24 hours). Only the account the
 * link was mailed to may confirm it, so nothing is posted for a signed-out visitor: they are
 * asked to sign in and come back here. Signed in, the page confirms once.
 */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { pathname, search } = useLocation();
  const status = useAuth((s) => s.status);
  const userId = useAuth((s) => s.me?.id ?? null);
  const loadMe = useAuth((s) => s.loadMe);
  const [state, setState] = useState<State>(token ? { step: 'verifying' } : { step: 'failed', message: 'This link is invalid or has expired.', otherAccount: false });
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
        setState({ step: 'failed', message: errorMessage(err, 'Your email could not be confirmed. Please try again.'), otherAccount: isStatus(err, 403) }),
      );
  }, [token, status, userId, loadMe]);

  if (token && status === 'anonymous') {
    return (
      <AuthLayout title="Confirm your email">
        <Alert tone="info">{SIGN_IN_TO_VERIFY}</Alert>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          Sign in with the account this email address belongs to. You come back to this link, and your email is confirmed.
        </p>
        <Link to={signInUrl(pathname + search)} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          Sign in
        </Link>
      </AuthLayout>
    );
  }

  if (state.step === 'verifying' || (token && status === 'loading')) {
    return (
      <AuthLayout title="Confirming your email">
        <Spinner label="Confirming your email..." />
      </AuthLayout>
    );
  }

  if (state.step === 'verified') {
    return (
      <AuthLayout title="Your email is confirmed">
        <Alert tone="success">Thank you. Your TeamTree account now has a confirmed email address.</Alert>
        <Link to={DASHBOARD.to} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          {DASHBOARD.label}
        </Link>
      </AuthLayout>
    );
  }

  const signedIn = status === 'authenticated';
  const canResend = signedIn && !state.otherAccount;
  return (
    <AuthLayout title="This link did not work">
      <Alert>{state.message}</Alert>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        {!signedIn
          ? 'Sign in and ask for a new link from the notice at the top of the page.'
          : canResend
            ? 'We can send you a new link.'
            : 'Sign out, then sign in as the account this email address belongs to.'}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {canResend && <ResendVerificationButton />}
        {/* Signed out, the page asks for a sign-in that comes back to this link. */}
        {signedIn && !canResend && <Button onClick={() => void logout()}>Sign out</Button>}
        <Link to={signedIn ? DASHBOARD.to : '/auth/signin'} className={buttonClass(signedIn ? 'secondary' : 'primary')}>
          {signedIn ? DASHBOARD.label : 'Sign in'}
        </Link>
      </div>
    </AuthLayout>
  );
}

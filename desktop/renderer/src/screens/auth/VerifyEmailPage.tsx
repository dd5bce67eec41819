import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { verifyEmail } from '../../api/account-links';
import { errorMessage } from '../../api/errors';
import { Alert, Spinner } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { useAuth } from '../../session/auth-store';
import { ResendVerificationButton } from '../../account/ResendVerificationButton';
import { AuthLayout } from '../../components/AuthLayout';

type State = { step: 'verifying' } | { step: 'verified' } | { step: 'failed'; message: string };

/** The page of the verification mail's link: confirms the email at once (the link works once, for 24 hours). */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const status = useAuth((s) => s.status);
  const loadMe = useAuth((s) => s.loadMe);
  const [state, setState] = useState<State>(token ? { step: 'verifying' } : { step: 'failed', message: 'This link is invalid or has expired.' });
  const started = useRef(false);

  useEffect(() => {
    // A link is single use: post it once, even when React runs effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(() => setState({ step: 'verified' }))
      .catch((err: unknown) => setState({ step: 'failed', message: errorMessage(err, 'Your email could not be confirmed. Please try again.') }));
  }, [token]);

  useEffect(() => {
    // A signed-in user's banner goes away once the email counts as verified.
    if (state.step === 'verified' && status === 'authenticated') void loadMe();
  }, [state.step, status, loadMe]);

  const signedIn = status === 'authenticated';
  const onward = signedIn ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/auth/signin', label: 'Sign in' };

  if (state.step === 'verifying') {
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
        <Link to={onward.to} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          {onward.label}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="This link did not work">
      <Alert>{state.message}</Alert>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        {signedIn ? 'We can send you a new link.' : 'Sign in and ask for a new link from the notice at the top of the page.'}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {signedIn && <ResendVerificationButton />}
        <Link to={onward.to} className={buttonClass(signedIn ? 'secondary' : 'primary')}>
          {onward.label}
        </Link>
      </div>
    </AuthLayout>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { login } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField, PasswordField, TextField } from '../../components/Field';
import { afterSignIn, safeReturnUrl } from '../../lib/return-url';
import { useAuth } from '../../session/auth-store';
import { AuthLayout, Divider } from './AuthLayout';
import { GoogleButton } from './GoogleButton';
import { KeepSignedInNote } from './KeepSignedInNote';
import { AUTH_LINK } from './BackToSignIn';
import { inviteTokenOfPath } from '../../lib/invite-token';
import { OpenInAppLink } from '../join/OpenInAppLink';

/** The server sends a Google sign-in that did not finish here (e.g. one started in another browser). */
const GOOGLE_FAILED = 'Google sign-in did not finish. Please try again.';

/** 'Forgot password?' carries what was typed as the email, so it need not be typed again. */
const forgotHref = (email: string) => (email.trim() ? `/auth/forgot-password?email=${encodeURIComponent(email.trim())}` : '/auth/forgot-password');

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const denied = (useLocation().state as { denied?: boolean } | null)?.denied === true;
  const googleFailed = params.get('error') === 'google';
  const status = useAuth((s) => s.status);
  const loadMe = useAuth((s) => s.loadMe);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stay, setStay] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (status === 'authenticated' && !submitting && !denied) return <Navigate to={safeReturnUrl(returnUrl) ?? '/dashboard'} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email || !password || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const answer = await login({ email: email.trim(), password, stay });
      await loadMe();
      navigate(afterSignIn(answer.next, returnUrl), { replace: true });
    } catch (err) {
      setError(errorMessage(err, 'Login failed'));
    } finally {
      setSubmitting(false);
    }
  }

  const inviteToken = inviteTokenOfPath(safeReturnUrl(returnUrl));
  const signUpHref = returnUrl ? `/auth/signup?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/signup';
  return (
    <AuthLayout title="Sign in" subtitle="Welcome back to TeamTree.">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in">
        {denied && <Alert tone="info">This area is only for administrators and moderators.</Alert>}
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <div className="flex items-center justify-between gap-3">
          <CheckboxField label="Keep me logged in" name="stay" checked={stay} onChange={(e) => setStay(e.target.checked)} />
          <Link to={forgotHref(email)} className={`text-sm ${AUTH_LINK}`}>
            Forgot password?
          </Link>
        </div>
        <KeepSignedInNote />
        {error ? <Alert>{error}</Alert> : googleFailed && <Alert>{GOOGLE_FAILED}</Alert>}
        <Button type="submit" className="w-full" disabled={!email || !password || submitting}>
          {submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <Divider />
      <GoogleButton onBusyChange={setSubmitting} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        No account yet?{' '}
        <Link to={signUpHref} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-emerald-400">
          Sign up
        </Link>
      </p>
      {inviteToken && <OpenInAppLink token={inviteToken} className="mt-3" />}
    </AuthLayout>
  );
}

import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { needsSecondStep, signInWithGoogle } from '../api/auth';
import { errorMessage } from '../api/errors';
import { Alert } from './Alert';
import { buttonClass } from './Button';
import { GoogleMark } from './Icons';
import { platform } from '../platform';
import { twoStepHref } from '../lib/two-step-href';
import { afterSignIn, safeReturnUrl } from '@shared/domain/return-url';
import { useAuth } from '../session/auth-store';
import { useAppConfig } from '../api/config';
import { Divider } from './AuthLayout';
import { useTranslation } from 'react-i18next';

/**
 * Google sign-in. On the web it leaves for the server's Google flow (a refusal such as 'not
 * configured' is shown here instead of a bare JSON page); in the desktop app the system
 * browser signs in and the app continues like a password sign-in, `next` included.
 * While the desktop app waits for the browser it says so and offers to cancel.
 * `onBusyChange` lets the page hold its own redirects while the sign-in finishes; `returnUrl`
 * (else the page's `?returnUrl=`) is where the sign-in leads back to, on the web and the desktop.
 */
export function GoogleButton({
  label,
  onBusyChange,
  returnUrl,
}: {
  label?: string;
  onBusyChange?: (busy: boolean) => void;
  returnUrl?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loadMe = useAuth((s) => s.loadMe);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancelled = useRef(false);
  const inBrowser = busy && platform().kind === 'desktop';
  const back = safeReturnUrl(returnUrl ?? params.get('returnUrl'));

  const busyAs = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };

  async function start() {
    busyAs(true);
    setError(null);
    cancelled.current = false;
    try {
      const answer = await signInWithGoogle(back);
      // The web left the page for Google: stay busy until it is gone.
      if (!answer) return;
      // Two-step sign-in (the desktop app): the code is asked on its own page, like the web callback's.
      if (needsSecondStep(answer)) return navigate(twoStepHref(answer.secondStep, back), { state: { stay: true } });
      await loadMe();
      navigate(afterSignIn(answer.next, back), { replace: true });
    } catch (err) {
      if (!cancelled.current) setError(errorMessage(err, t('auth.googleUnavailable')));
    }
    busyAs(false);
  }

  function cancel() {
    cancelled.current = true;
    platform().cancelGoogleSignIn();
  }

  return (
    <div className="space-y-3">
      <button type="button" onClick={start} disabled={busy} className={buttonClass('secondary', 'md', 'w-full')}>
        <GoogleMark />
        {label ?? t('auth.googleSignUp')}
      </button>
      {inBrowser && (
        <p role="status" className="flex items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-300">
          {t('auth.googleInBrowser')}
          <button type="button" onClick={cancel} className={buttonClass('secondary', 'sm')}>
            {t('common.cancel')}
          </button>
        </p>
      )}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

/**
 * The sign-in and sign-up pages' 'or' and Google button, offered only when the server says
 * Google sign-in is configured (`GET /api/config`): no button that can only fail (issue 34).
 * Nothing shows while the answer is on its way, nor when the server cannot be asked.
 */
export function GoogleSignInOption({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const config = useAppConfig();
  if (!config.data?.googleSignIn) return null;
  return (
    <>
      <Divider />
      <GoogleButton onBusyChange={onBusyChange} />
    </>
  );
}

import { useState } from 'react';
import { GOOGLE_SIGN_IN_PATH } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { api, session } from '../../api/instance';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { GoogleMark } from '../../components/Icons';
import { platform } from '../../platform';

/**
 * Starts the server's Google sign-in as a full-page navigation. The server is asked first, so
 * that 'Google sign-in is not configured' is shown here instead of a bare JSON page.
 */
export function GoogleButton({ label = 'Sign up with Google' }: { label?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError(null);
    const url = `${api.baseUrl}${GOOGLE_SIGN_IN_PATH}`;
    try {
      const response = await fetch(url, { credentials: 'include', redirect: 'manual' });
      if (response.type !== 'opaqueredirect' && !response.ok) {
        const body = await response.json().catch(() => null);
        setError(errorMessage(body, 'Google sign-in is not available'));
        setBusy(false);
        return;
      }
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
      return;
    }
    // The callback sets the refresh cookie: the marker lets start-up refresh after the round trip.
    session.markRefresh();
    platform().navigateAway(url);
  }

  return (
    <div className="space-y-3">
      <button type="button" onClick={start} disabled={busy} className={buttonClass('secondary', 'md', 'w-full')}>
        <GoogleMark />
        {label}
      </button>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

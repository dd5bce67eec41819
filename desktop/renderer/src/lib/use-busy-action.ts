import { useState } from 'react';
import { errorMessage } from '../api/errors';

/**
 * An action the user starts (a button, a form's submit): `busy` while it runs, the server's
 * message (or `failed`) in `error` when it fails. `setError` shows a refusal of the screen's own
 * before anything is sent.
 */
export function useBusyAction(failed: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err, failed));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}

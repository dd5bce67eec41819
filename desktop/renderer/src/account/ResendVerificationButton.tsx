import { useState } from 'react';
import { sendVerificationMail } from '../api/account-links';
import { errorMessage } from '../api/errors';
import { Button } from '../components/Button';

type State = { step: 'idle' } | { step: 'sending' } | { step: 'sent' } | { step: 'failed'; message: string };

/** 'Resend': mails the signed-in user a new verification link and says how that went. */
export function ResendVerificationButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const [state, setState] = useState<State>({ step: 'idle' });

  async function resend() {
    setState({ step: 'sending' });
    try {
      await sendVerificationMail();
      setState({ step: 'sent' });
    } catch (err) {
      setState({ step: 'failed', message: errorMessage(err, 'The mail could not be sent. Please try again.') });
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size={size} onClick={() => void resend()} disabled={state.step === 'sending'}>
        {state.step === 'sending' ? 'Sending...' : 'Resend'}
      </Button>
      <span role="status" aria-live="polite" className="text-sm">
        {state.step === 'sent' && 'Sent. Please check your inbox.'}
      </span>
      {state.step === 'failed' && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {state.message}
        </span>
      )}
    </span>
  );
}

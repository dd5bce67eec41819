import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendVerificationMail } from '../api/account-links';
import { errorMessage } from '../api/errors';
import { Button } from '../components/Button';

type State = { step: 'idle' } | { step: 'sending' } | { step: 'sent' } | { step: 'failed'; message: string };

/** 'Resend': mails the signed-in user a new verification link and says how that went. */
export function ResendVerificationButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'idle' });

  async function resend() {
    setState({ step: 'sending' });
    try {
      await sendVerificationMail();
      setState({ step: 'sent' });
    } catch (err) {
      setState({ step: 'failed', message: errorMessage(err, t('controls.mailNotSent')) });
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size={size} onClick={() => void resend()} disabled={state.step === 'sending'}>
        {state.step === 'sending' ? t('controls.sending') : t('controls.resend')}
      </Button>
      <span role="status" aria-live="polite" className="text-sm">
        {state.step === 'sent' && t('controls.sent')}
      </span>
      {state.step === 'failed' && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {state.message}
        </span>
      )}
    </span>
  );
}

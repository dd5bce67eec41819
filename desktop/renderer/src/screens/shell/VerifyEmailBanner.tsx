import { useState } from 'react';
import { DismissButton } from '../../components/DismissButton';
import { useAuth } from '../../session/auth-store';
import { ResendVerificationButton } from '../../account/ResendVerificationButton';

/** Until the email is verified: a notice at the top of the app with 'Resend'; it can be dismissed until the next start. */
export function VerifyEmailBanner() {
  const me = useAuth((s) => s.me);
  const [dismissed, setDismissed] = useState(false);
  if (!me || me.emailVerified || dismissed) return null;
  return (
    <section
      aria-label="Confirm your email"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <p className="min-w-0 flex-1">
        Please confirm your email address: we sent a link to <strong>{me.email}</strong>.
      </p>
      <ResendVerificationButton size="sm" />
      <DismissButton
        label="Dismiss the email notice"
        onDismiss={() => setDismissed(true)}
        className="flex shrink-0 items-center justify-center rounded-lg p-1.5 text-amber-900 touch:size-11 hover:bg-amber-100 dark:text-amber-100 dark:hover:bg-amber-900/60"
      />
    </section>
  );
}

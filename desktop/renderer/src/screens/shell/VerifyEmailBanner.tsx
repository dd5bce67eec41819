import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissButton } from '../../components/DismissButton';
import { useAuth } from '../../session/auth-store';
import { ResendVerificationButton } from '../../account/ResendVerificationButton';

/** Until the email is verified: a notice at the top of the app with 'Resend'; it can be dismissed until the next start. */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const me = useAuth((s) => s.me);
  const [dismissed, setDismissed] = useState(false);
  if (!me || me.emailVerified || dismissed) return null;
  return (
    <section
      aria-label={t('controls.confirmEmail')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <p className="min-w-0 flex-1">
        {t('controls.confirmEmailBefore')}
        <strong>{me.email}</strong>
        {t('controls.confirmEmailAfter')}
      </p>
      <ResendVerificationButton size="sm" />
      <DismissButton
        label={t('controls.dismissEmail')}
        onDismiss={() => setDismissed(true)}
        className="flex shrink-0 items-center justify-center rounded-lg p-1.5 text-amber-900 touch:size-11 hover:bg-amber-100 dark:text-amber-100 dark:hover:bg-amber-900/60"
      />
    </section>
  );
}

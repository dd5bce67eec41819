import { useTranslation } from 'react-i18next';
import { GoogleButton } from '../../components/GoogleButton';

/** The grave steps that ask who you are: deleting the account, turning two-step sign-in off, changing it. */
export type IdentityStep = 'delete' | 'turnOff' | 'change';

/**
 * A Google-only account has no password to confirm a grave step with: it signs in with Google
 * again and comes back here; the server then allows the step for 10 minutes.
 */
export function GoogleIdentityCheck({ step }: { step: IdentityStep }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('account.googleAgain', { step: t(`account.steps.${step}`) })}
      </p>
      <GoogleButton label={t('account.googleAgainButton')} returnUrl="/account" />
    </div>
  );
}

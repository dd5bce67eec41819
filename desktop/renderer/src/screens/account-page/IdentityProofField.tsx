import { PasswordField } from '../../components/Field';
import { useAuth } from '../../session/auth-store';
import { GoogleIdentityCheck, type IdentityStep } from './GoogleIdentityCheck';
import { useTranslation } from 'react-i18next';

/** Whether the signed-in account has no password (Google only): it proves itself by a fresh Google sign-in instead. */
export const useGoogleOnly = () => useAuth((s) => s.me?.hasPassword === false);

/**
 * What a grave step asks before it is done: the account's password, or for a Google-only
 * account the way to a fresh Google sign-in (the server then allows the step for 10 minutes).
 */
export function IdentityProofField({ step, value, onChange }: { step: IdentityStep; value: string; onChange(password: string): void }) {
  const { t } = useTranslation();
  if (useGoogleOnly()) return <GoogleIdentityCheck step={step} />;
  return <PasswordField label={t('account.password')} autoComplete="current-password" value={value} onChange={(event) => onChange(event.target.value)} />;
}

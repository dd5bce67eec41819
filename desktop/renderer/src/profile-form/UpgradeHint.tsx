import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../session/auth-store';

/** Where 'Upgrade to add more!' leads: operators change plans on /admin; everyone else is told whom to ask. */
export function UpgradeHint() {
  const { t } = useTranslation();
  const role = useAuth((s) => s.me?.role);
  if (role === 'ADMIN' || role === 'MODERATOR') {
    return (
      <p>
        <Link to="/admin" className="font-medium underline underline-offset-2">
          {t('profileForm.upgradeOnAdminPage')}
        </Link>
      </p>
    );
  }
  return <p>{t('profileForm.upgradeAskOperators')}</p>;
}

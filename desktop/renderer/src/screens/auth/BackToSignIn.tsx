import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export const AUTH_LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-emerald-400';
/** A link standing on its own line (not inside a sentence): 44 px tall on phones and touch screens. */
export const TOUCH_LINK = 'touch:inline-flex touch:min-h-11 touch:min-w-11 touch:items-center touch:justify-center';

/** The way back to the sign-in page from the password and verification pages. */
export function BackToSignIn({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/auth/signin" className={`text-sm ${AUTH_LINK} ${TOUCH_LINK}`}>
      {label ?? t('auth.backToSignIn')}
    </Link>
  );
}

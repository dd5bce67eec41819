import { Link } from 'react-router';

export const AUTH_LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-emerald-400';

/** The way back to the sign-in page from the password and verification pages. */
export function BackToSignIn({ label = 'Back to sign in' }: { label?: string }) {
  return (
    <Link to="/auth/signin" className={`text-sm ${AUTH_LINK}`}>
      {label}
    </Link>
  );
}

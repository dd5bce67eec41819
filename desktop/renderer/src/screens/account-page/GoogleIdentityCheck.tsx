import { GoogleButton } from '../../components/GoogleButton';

/**
 * A Google-only account has no password to confirm a grave step with: it signs in with Google
 * again and comes back here; the server then allows the step for 10 minutes.
 */
export function GoogleIdentityCheck({ step }: { step: string }) {
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        You sign in with Google. To {step}, sign in with Google again first; you then have 10 minutes.
      </p>
      <GoogleButton label="Sign in with Google again" returnUrl="/account" />
    </div>
  );
}

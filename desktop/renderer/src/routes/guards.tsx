import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../components/Alert';
import { signInUrl } from '@shared/domain/return-url';
import { useAuth } from '../session/auth-store';

/** Routes that need a session: signed-out users go to sign-in, keeping where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuth((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous') return <Navigate to={signInUrl(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/** /admin: only the global roles ADMIN and MODERATOR; everyone else goes to sign-in. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const me = useAuth((s) => s.me);
  if (me?.role !== 'ADMIN' && me?.role !== 'MODERATOR') return <Navigate to="/auth/signin" replace state={{ denied: true }} />;
  return <>{children}</>;
}

/** `/signin` is accepted as an alias of `/auth/signin` and keeps its query (returnUrl). */
export function SignInAlias() {
  const [params] = useSearchParams();
  const query = params.toString();
  return <Navigate to={`/auth/signin${query ? `?${query}` : ''}`} replace />;
}

/** A waiting screen for lazily loaded routes. */
export function RouteFallback() {
  return <FullPageSpinner />;
}

import { Link } from 'react-router';
import { useAuth } from '../session/auth-store';

/** Where 'Upgrade to add more!' leads: operators change plans on /admin; everyone else is told whom to ask. */
export function UpgradeHint() {
  const role = useAuth((s) => s.me?.role);
  if (role === 'ADMIN' || role === 'MODERATOR') {
    return (
      <p>
        <Link to="/admin" className="font-medium underline underline-offset-2">
          Change plans on the operators page
        </Link>
      </p>
    );
  }
  return <p>Plans are changed by the TeamTree operators: ask them to upgrade the plan of this TeamTree&apos;s owner.</p>;
}

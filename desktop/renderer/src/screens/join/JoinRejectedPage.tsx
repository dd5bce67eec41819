import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { JoinLayout } from './JoinLayout';

export function JoinRejectedPage() {
  return (
    <JoinLayout title="Request Rejected">
      <p className="text-slate-600 dark:text-slate-300">The owner of this TeamTree did not accept your request.</p>
      <Link to="/teamtree" className={buttonClass('secondary', 'md', 'mt-6')}>
        My TeamTrees
      </Link>
    </JoinLayout>
  );
}

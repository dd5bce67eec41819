import { Link } from 'react-router';
import { billStatus } from '../../../../../shared/domain/bill-status';
import { partnerHref } from '../../lib/partner-link';
import { useActiveTree } from '../../trees/active-tree';
import { Modal } from '../../components/Dialog';
import { billsOn } from './month-calendar';
import { longDate, partnerCount, shortDate } from './german-labels';
import type { DashboardProfile } from './dashboard-rows';
import { BillStatusBadge } from '../../components/BillStatusBadge';

/** The day popup: the partners whose monthly bill date falls on the day. */
export function DayDialog({ date, profiles, today, onClose }: { date: string | null; profiles: readonly DashboardProfile[]; today: string; onClose(): void }) {
  const teamtreeId = useActiveTree().activeTreeId;
  const partners = date ? billsOn(profiles, date) : [];
  return (
    <Modal open={!!date} onRequestClose={onClose} title={date ? longDate(date) : ''} description={partnerCount(partners.length)} width="max-w-md">
      {partners.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Keine Partner an diesem Tag.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {partners.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                {teamtreeId ? (
                  <Link to={partnerHref(teamtreeId, p.id)} className="block truncate font-medium hover:underline focus-visible:underline">
                    {p.name}
                  </Link>
                ) : (
                  <span className="block truncate font-medium">{p.name}</span>
                )}
                {/* The calendar repeats bill dates monthly: say which date the partner really has. */}
                <span className="block text-xs text-slate-600 dark:text-slate-400">Bill Date {p.billDate ? shortDate(p.billDate) : '—'}</span>
              </span>
              <BillStatusBadge status={billStatus(p.billDate, today)} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

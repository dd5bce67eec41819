import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { useMemo } from 'react';
import { billStatus } from '../../../../../shared/domain/bill-status';
import { daysBetween, todayIn } from '../../../../../shared/domain/calendar-date';
import { isTreeAdmin } from '../../../../../shared/domain/policies';
import { fetchJoinRequests, keys } from '../../api/teamtree';
import { BellIcon } from '../../components/Icons';
import { useModals } from '../../stores/modal-store';
import { useView } from '../../stores/view-store';
import { partnerHref } from '../../lib/partner-link';
import { useActiveTreeStatus } from '../../trees/active-tree';

/** Pending join requests of the trees the user manages, and partners billed within 7 days. */
export function NotificationBell() {
  const { trees, status } = useActiveTreeStatus();
  const openShare = useModals((s) => s.openShare);
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const managed = trees.filter((t) => isTreeAdmin(t.members[0]?.permission ?? null));
  const requests = useQueries({
    queries: managed.map((tree) => ({ queryKey: keys.joinRequests(tree.id), queryFn: () => fetchJoinRequests(tree.id), staleTime: 15_000 })),
  });
  const pending = managed.flatMap((tree, i) => (requests[i]?.data?.requests ?? []).map((request) => ({ tree, request })));
  const today = todayIn();
  const profiles = status?.teamtree.profiles;
  // Once per change of the tree (50,000 profiles).
  const dueSoon = useMemo(() => {
    return (profiles ?? [])
      .filter((p) => billStatus(p.billDate, today) === 'warning')
      .map((p) => ({ ...p, days: daysBetween(today, p.billDate!) }))
      .sort((a, b) => a.days - b.days);
  }, [profiles, today]);
  const count = pending.length + dueSoon.length;

  return (
    <Popover.Root>
      <Popover.Trigger
        className="relative flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <BellIcon />
        <span className="sr-only">Notifications</span>
        {count > 0 && (
          <span className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white">
            {count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content aria-label="Notifications" align="end" sideOffset={6} className="z-50 w-80 rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <h2 className="mb-2 text-sm font-semibold">Notifications</h2>
          {count === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Nothing new.</p>}
          {pending.length > 0 && (
            <ul className="mb-2 space-y-1" aria-label="Join requests">
              {pending.map(({ tree, request }) => (
                <li key={request.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setActiveTreeId(tree.id);
                      openShare();
                    }}
                    className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <span className="font-medium">
                      {request.user.firstName} {request.user.lastName}
                    </span>{' '}
                    wants to join {tree.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {dueSoon.length > 0 && (
            <ul className="space-y-1" aria-label="Bill dates soon">
              {dueSoon.map((p) => (
                <li key={p.id} className="flex justify-between gap-2 rounded-md px-2 py-1.5 text-sm">
                  {status ? (
                    <Link to={partnerHref(status.teamtree.id, p.id)} className="truncate hover:underline focus-visible:underline">
                      {p.name}
                    </Link>
                  ) : (
                    <span className="truncate">{p.name}</span>
                  )}
                  <span className="shrink-0 text-amber-700 dark:text-amber-300">{p.days === 0 ? 'today' : `in ${p.days} ${p.days === 1 ? 'day' : 'days'}`}</span>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

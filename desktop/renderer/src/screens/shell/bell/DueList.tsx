import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import type { DueItem, DueKind } from '@shared/domain/due-dates';
import { partnerHref } from '../../../lib/partner-link';
import { BELL_LIST_LIMIT } from './use-bell-items';
import { dueWhatText, dueWhenText } from './due-text';

const KIND_MARKS: Record<DueKind, string> = {
  bill: 'bg-amber-500',
  birthday: 'bg-pink-500',
  reminder: 'bg-sky-500',
};

/** 'Due in the next 7 days': bill dates, birthdays and dated reminders, each opening its partner. */
export function DueList({ treeId, items }: { treeId: string; items: DueItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="bell-due" className="mb-2">
      <h3 id="bell-due" className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        Due in the next 7 days
      </h3>
      <ul className="space-y-0.5" aria-labelledby="bell-due">
        {items.slice(0, BELL_LIST_LIMIT).map((item, i) => (
          <li key={`${item.kind}-${item.profileId}-${item.date}-${i}`} className="flex items-start gap-2 rounded-md px-2 py-1 text-sm" data-kind={item.kind}>
            <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${KIND_MARKS[item.kind]}`} />
            <span className="min-w-0 flex-1">
              <Popover.Close asChild>
                <Link to={partnerHref(treeId, item.profileId)} className="block truncate font-medium hover:underline focus-visible:underline">
                  {item.profileName}
                </Link>
              </Popover.Close>
              <span className="block truncate text-slate-600 dark:text-slate-400">{dueWhatText(item)}</span>
            </span>
            <span className={`shrink-0 ${item.daysAway < 0 ? 'text-red-700 dark:text-red-400' : 'text-amber-700 dark:text-amber-300'}`}>{dueWhenText(item)}</span>
          </li>
        ))}
      </ul>
      {items.length > BELL_LIST_LIMIT && <p className="px-2 text-xs text-slate-600 dark:text-slate-400">and {items.length - BELL_LIST_LIMIT} more</p>}
    </section>
  );
}
